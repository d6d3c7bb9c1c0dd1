import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate } from "react-router";
import { Button } from "@ui/button/index.ts";
import { Field, FormAlert } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { AUTH_MESSAGES } from "@domain/messages.ts";
import { appStore } from "@lib/app-state/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { AuthCard, textLinkClass } from "./auth-card.tsx";
import { parseOptions, tryWithoutAccountFormSchema, type TryWithoutAccountFormValues } from "./form-schemas.ts";

/** The words of the entry, shared by its links (the landing and the sign-up page). */
export const TRY_WITHOUT_ACCOUNT = "Try it without an account";

/**
 * docs/product.md §4.16 `/try`: local mode's entry. The home is set up and kept on this browser, with the
 * same onboarding and dashboard as an account's; creating an account later moves it there (§4.4).
 * An e-mail is optional: given, it names the person and finds the home this browser kept for it (§7).
 */
export function TryWithoutAccountScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const form = useForm<TryWithoutAccountFormValues>({
    resolver: zodResolver(tryWithoutAccountFormSchema, parseOptions),
    defaultValues: { email: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  // Someone already in (with an account or on this browser) goes on to their home.
  if (auth.status === "authenticated" && !submitted) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    setSubmitted(true);
    const outcome = await auth.startLocalSession({ email: email || null });
    if (!outcome.ok) {
      setSubmitted(false);
      setFailure(email ? AUTH_MESSAGES.simulatedLoginFailed : outcome.message);
      return;
    }
    if (outcome.announcement) {
      appStore.getState().addNotification({ type: "success", title: outcome.announcement, message: `Logged in as ${outcome.user.email}` });
    }
    // Onboarding first; its guard sends someone whose home is set up on to the dashboard.
    await navigate("/onboarding", { replace: true });
  });

  return (
    <AuthCard
      title={TRY_WITHOUT_ACCOUNT}
      description="Set up your home and see your maintenance schedule. Everything stays on this browser until you create an account."
      footer={
        <p>
          Want it on every device?{" "}
          <Link to="/sign-up" className={textLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label={TRY_WITHOUT_ACCOUNT}>
        {failure ? <FormAlert title={AUTH_MESSAGES.loginFailed} message={failure} /> : null}
        <Field label="E-mail (optional)" hint="Only to find your home again on this browser. Nothing is sent anywhere." error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </Field>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? "Setting up your home…" : "Start without an account"}
        </Button>
      </form>
    </AuthCard>
  );
}
