export { Field, fieldVariants, type FieldProps, type FieldControlProps } from "./field.tsx";
