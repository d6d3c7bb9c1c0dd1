import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { Button } from "@ui/button/index.ts";
import { Field, FormAlert } from "@ui/field/index.ts";
import { Input, PasswordInput } from "@ui/input/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { readSavedTheme } from "@lib/theme/index.ts";
import { AuthCard, textLinkClass } from "./auth-card.tsx";
import { returnPathFrom } from "./return-path.ts";
import { PasswordStrengthHint, accountWords, passwordStrength } from "@lib/password-strength/index.ts";
import { parseOptions, signUpFormSchema, type SignUpFormValues } from "./form-schemas.ts";
import { WEAK_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { useServerError } from "@ui/lib/use-server-error.ts";
import { TRY_WITHOUT_ACCOUNT } from "./try-without-account-screen.tsx";

/** docs/product.md §2.5 `/sign-up`: a new account on the free plan, then onboarding. */
export function SignUpScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema, parseOptions),
    defaultValues: { name: "", email: "", password: "" },
    mode: "onTouched",
  });
  const { serverError, report, clear } = useServerError(form);
  const returnTo = returnPathFrom(location.state);
  const { errors, isSubmitting } = form.formState;
  const [password, email, name] = useWatch({ control: form.control, name: ["password", "email", "name"] });

  // Someone who arrives signed in goes on at once; someone who signs up here goes to onboarding.
  const [submitted, setSubmitted] = React.useState(false);
  if (auth.status === "authenticated" && !auth.isLocalSession && !submitted) return <Navigate to={returnTo ?? "/dashboard"} replace />;

  const onSubmit = form.handleSubmit(async (details) => {
    clear();
    // The same rule as the server's (domain/entities/password-rule.ts), so a weak password is refused here.
    if (!(await passwordStrength(details.password, accountWords(details))).acceptable) {
      form.setError("password", { message: WEAK_PASSWORD_MESSAGE }, { shouldFocus: true });
      return;
    }
    setSubmitted(true);
    // A theme chosen on this browser before the account existed (on the landing page, or for a home kept here)
    // is the new account's first, so the account's default does not overrule it at the next sign-in.
    const theme = readSavedTheme();
    const outcome = await auth.signup({ ...details, ...(theme ? { theme } : {}) });
    if (!outcome.ok) {
      setSubmitted(false);
      report(outcome.message, outcome.error);
      return;
    }
    // A new account has no appliances yet: onboarding comes first (docs/product.md §2.2), unless the visitor came
    // from a page that sent them here, such as an invitation's, which they go back to.
    await navigate(returnTo ?? "/onboarding", { replace: true });
  });

  return (
    <AuthCard
      title="Create your account"
      description="Free to start, 2-minute setup, no credit card required."
      footer={
        <div className="grid justify-items-center gap-2">
          <p>
            Already have an account?{" "}
            <Link to="/sign-in" state={location.state as unknown} className={textLinkClass}>
              Sign in
            </Link>
          </p>
          {auth.isLocalSession ? (
            <p>Your home on this browser moves into the new account.</p>
          ) : auth.localModeAvailable ? (
            <p>
              <Link to="/try" className={textLinkClass}>
                {TRY_WITHOUT_ACCOUNT}
              </Link>
            </p>
          ) : null}
        </div>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Create your account">
        {serverError ? <FormAlert title={serverError.title} message={serverError.message} /> : null}
        <Field label="Name (optional)" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register("name")} />
        </Field>
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </Field>
        <Field label="Password" hint={<PasswordStrengthHint password={password} userInputs={accountWords({ email, name })} />} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </Field>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? "Creating your account…" : "Create account"}
        </Button>
      </form>
    </AuthCard>
  );
}
