export { SignInScreen } from "./sign-in-screen.tsx";
export { SignUpScreen } from "./sign-up-screen.tsx";
export { ForgotPasswordScreen } from "./forgot-password-screen.tsx";
export { AuthCallbackScreen } from "./auth-callback-screen.tsx";
export { VerifyEmailScreen } from "./verify-email-screen.tsx";
export { TryWithoutAccountScreen, TRY_WITHOUT_ACCOUNT } from "./try-without-account-screen.tsx";
