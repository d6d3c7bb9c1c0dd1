export { PasswordStrengthHint } from "./password-strength-hint.tsx";
export { accountWords, passwordStrength } from "./password-strength.ts";
