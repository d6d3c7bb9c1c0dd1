export { SignInScreen } from "./sign-in-screen.tsx";
export { SignUpScreen } from "./sign-up-screen.tsx";
export { ForgotPasswordScreen } from "./forgot-password-screen.tsx";
export { AuthCallbackScreen } from "./auth-callback-screen.tsx";
export { AuthCard } from "./auth-card.tsx";
export { passwordStrength, type PasswordStrength } from "./password-strength.ts";
export { returnPathFrom } from "./return-path.ts";
