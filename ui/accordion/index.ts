export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  accordionVariants,
  type AccordionProps,
} from "./accordion.tsx";
