export { RadioGroup, RadioGroupItem, RadioGroupOption, type RadioGroupOptionProps } from "./radio-group.tsx";
