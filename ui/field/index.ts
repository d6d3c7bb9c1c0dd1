export { Field, fieldVariants, type FieldProps, type FieldControlProps } from "./field.tsx";
export { FormAlert } from "./form-alert.tsx";
