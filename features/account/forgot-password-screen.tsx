import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearchParams } from "react-router";
import { Button } from "@ui/button/index.ts";
import { Field, FormAlert } from "@ui/field/index.ts";
import { Input, PasswordInput } from "@ui/input/index.ts";
import { createAuthApi, normaliseError } from "@lib/http/index.ts";
import { useAuth } from "@lib/session/index.ts";
import { AuthCard, textLinkClass } from "./auth-card.tsx";
import { PasswordStrengthHint, passwordStrength } from "@lib/password-strength/index.ts";
import { WEAK_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { asSentence } from "@domain/format/for-people.ts";
import {
  forgotPasswordFormSchema,
  parseOptions,
  resetPasswordFormSchema,
  resetRequestFrom,
  type ForgotPasswordFormValues,
  type ResetPasswordFormValues,
} from "./form-schemas.ts";
import { useServerError } from "@ui/lib/use-server-error.ts";
import { useResetLinkCheck } from "./api/check-reset-link.ts";

/**
 * docs/product.md §2.5 `/forgot-password`: asks for a reset link by e-mail; the link comes back here with
 * `?token=…`, and the same route then sets the new password.
 */
export function ForgotPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return token ? <ResetPasswordStep token={token} /> : <ResetLinkRequestForm />;
}

/**
 * The link is checked as it opens, so a used or expired one says so before a new password is typed twice.
 * Without an answer (offline, the server down) the form shows: sending it says what the server thinks.
 */
function ResetPasswordStep({ token }: { token: string }) {
  const link = useResetLinkCheck(token);
  if (link.isPending && link.fetchStatus !== "paused") {
    return (
      <AuthCard title="Choose a new password" footer={<BackToSignIn />}>
        <p role="status" className="text-sm text-muted-foreground">
          Checking your link…
        </p>
      </AuthCard>
    );
  }
  if (link.isError) {
    const refusal = normaliseError(link.error);
    if (refusal.code === "RESET_TOKEN_INVALID") return <ResetLinkNoLongerWorks message={refusal.message} />;
  }
  return <ResetPasswordForm token={token} />;
}

function ResetLinkNoLongerWorks({ message }: { message: string }) {
  return (
    <AuthCard title="This link no longer works" footer={<BackToSignIn />}>
      <div className="grid gap-4 text-sm">
        <div role="alert" className="grid gap-1">
          <p className="font-medium">{asSentence(message)}</p>
          <p className="text-muted-foreground">A reset link works for one hour, and only once. A newer link replaces the ones before it.</p>
        </div>
        <Button asChild className="w-full">
          <Link to="/forgot-password">Ask for a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function useAuthApi() {
  const { client } = useAuth();
  return React.useMemo(() => createAuthApi(client), [client]);
}

function ResetLinkRequestForm() {
  const authApi = useAuthApi();
  const { serverError, report, clear } = useServerError();
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const form = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema, parseOptions),
    defaultValues: { email: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    clear();
    try {
      await authApi.forgotPassword(request);
      setSentTo(request.email);
    } catch (error) {
      report("Could not send the reset link", normaliseError(error));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" footer={<BackToSignIn />}>
        <div role="status" className="grid gap-3 text-sm">
          <p>
            If an account exists for <strong className="font-medium">{sentTo}</strong>, a link to choose a new password is on its way. It
            works for one hour.
          </p>
          <p className="text-muted-foreground">No e-mail? Check your spam folder, or ask again in a few minutes.</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" description="Enter your e-mail and we'll send you a link to choose a new one." footer={<BackToSignIn />}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Request a password reset link">
        {serverError ? <FormAlert title={serverError.title} message={serverError.message} /> : null}
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </Field>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? "Sending…" : "Send reset link"}
        </Button>
      </form>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const authApi = useAuthApi();
  const { serverError, report, clear } = useServerError();
  const [done, setDone] = React.useState(false);
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema, parseOptions),
    defaultValues: { password: "", confirmPassword: "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" });

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    // The same rule as the server's (domain/entities/password-rule.ts), so a weak password is refused here.
    if (!(await passwordStrength(values.password)).acceptable) {
      form.setError("password", { message: WEAK_PASSWORD_MESSAGE }, { shouldFocus: true });
      return;
    }
    try {
      await authApi.resetPassword(resetRequestFrom(token, values));
      setDone(true);
    } catch (error) {
      report("Could not change the password", normaliseError(error));
    }
  });

  if (done) {
    return (
      <AuthCard title="Password changed">
        <div role="status" className="grid gap-4 text-sm">
          <p>Your password has been changed, and every other session has been signed out.</p>
          <Button asChild className="w-full">
            <Link to="/sign-in">Sign in with your new password</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Pick a password you don't use anywhere else." footer={<BackToSignIn />}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Choose a new password">
        {serverError ? <FormAlert title={serverError.title} message={serverError.message} /> : null}
        {serverError ? (
          <p className="-mt-2 text-sm">
            <Link to="/forgot-password" className={textLinkClass}>
              Ask for a new link
            </Link>
          </p>
        ) : null}
        <Field label="New password" hint={<PasswordStrengthHint password={password} />} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
        </Field>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? "Saving…" : "Change password"}
        </Button>
      </form>
    </AuthCard>
  );
}

function BackToSignIn() {
  return (
    <p>
      Remembered it?{" "}
      <Link to="/sign-in" className={textLinkClass}>
        Back to sign in
      </Link>
    </p>
  );
}
