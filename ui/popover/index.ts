export {
  Popover,
  PopoverTrigger,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  popoverVariants,
  type PopoverContentProps,
} from "./popover.tsx";
