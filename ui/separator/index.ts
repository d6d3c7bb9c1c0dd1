export { Separator, separatorVariants, type SeparatorProps } from "./separator.tsx";
