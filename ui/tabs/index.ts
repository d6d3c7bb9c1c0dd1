export { Tabs, TabsList, TabsTrigger, TabsContent, tabsListVariants, type TabsListProps } from "./tabs.tsx";
