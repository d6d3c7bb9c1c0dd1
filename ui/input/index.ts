export { Input, PasswordInput, inputVariants, type InputProps, type PasswordInputProps } from "./input.tsx";
