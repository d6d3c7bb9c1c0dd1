import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { Button } from "@ui/button/index.ts";
import { Field, FormAlert } from "@ui/field/index.ts";
import { Input, PasswordInput } from "@ui/input/index.ts";
import { useToast } from "@ui/toast/index.ts";
import { AUTH_MESSAGES } from "@domain/messages.ts";
import { welcomeBackNotificationContent } from "@domain/entities/notification.ts";
import { useAuth } from "@lib/session/index.ts";
import { AuthCard, textLinkClass } from "./auth-card.tsx";
import { parseOptions, signInFormSchema, type SignInFormValues } from "./form-schemas.ts";
import { useServerError } from "@ui/lib/use-server-error.ts";
import { returnPathFrom } from "./return-path.ts";

/** What the sign-in page tells someone who uses this browser without an account (docs/product.md §4.4, §7.8). */
export const RETURNING_LOCAL_VISITOR_NOTE =
  "The home you set up on this browser comes with you: signing in moves it into your account, where your account's own schedule is kept for the tasks both have.";

/**
 * docs/product.md §2.5 `/sign-in`: e-mail and password; back to the page the visitor came from. Someone who
 * used the app on this browser without an account is a returning visitor (§7.8): the sign-in is the real one,
 * its wait the server's answer, and it ends with 'Welcome back!' / 'Logged in as {email}' or 'Login failed.
 * Please try again.', their home on this browser kept either way.
 */
export function SignInScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const form = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema, parseOptions),
    defaultValues: { email: "", password: "" },
    mode: "onTouched",
  });
  const { serverError, report, clear } = useServerError(form);
  const { errors, isSubmitting } = form.formState;
  const returnTo = returnPathFrom(location.state);

  // Someone who arrives signed in goes on at once; someone who signs in here goes where the submit says.
  const [submitted, setSubmitted] = React.useState(false);
  if (auth.status === "authenticated" && !auth.isLocalSession && !submitted) return <Navigate to={returnTo ?? "/dashboard"} replace />;

  const returningLocalVisitor = auth.isLocalSession;
  const onSubmit = form.handleSubmit(async (credentials) => {
    clear();
    setSubmitted(true);
    const outcome = await auth.login(credentials);
    if (!outcome.ok) {
      setSubmitted(false);
      report(returningLocalVisitor ? AUTH_MESSAGES.simulatedLoginFailed : outcome.message, outcome.error);
      return;
    }
    if (outcome.announcement) toast({ variant: "success", title: outcome.announcement });
    // A home that could not be moved keeps the person on this browser's home, and the app says so instead.
    if (returningLocalVisitor && outcome.homeMove !== "failed") {
      const welcome = welcomeBackNotificationContent(outcome.user.email);
      toast({ variant: "success", title: welcome.title, description: welcome.message });
    }
    await navigate(returnTo ?? "/dashboard", { replace: true });
  });

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to see what your home needs next."
      footer={
        <p>
          New to Hearthkeep?{" "}
          <Link to="/sign-up" state={location.state as unknown} className={textLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-label="Sign in">
        {returningLocalVisitor ? <p className="text-sm text-muted-foreground">{RETURNING_LOCAL_VISITOR_NOTE}</p> : null}
        {serverError ? <FormAlert title={serverError.title} message={serverError.message} /> : null}
        <Field label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register("password")} />
        </Field>
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            Forgot password?
          </Link>
        </p>
        <Button type="submit" loading={isSubmitting} className="w-full">
          {isSubmitting ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </AuthCard>
  );
}
