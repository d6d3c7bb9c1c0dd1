import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import type { ChangePasswordRequest } from "@domain/contract/index.ts";
import { UNCHANGED_PASSWORD_CODE, WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { PasswordInput } from "@ui/input/index.ts";
import { accountWords, passwordStrength, PasswordStrengthHint } from "@lib/password-strength/index.ts";
import { normaliseError } from "@lib/http/index.ts";
import { changePasswordFormSchema, settingsParseOptions, type ChangePasswordFormValues } from "./settings-forms.ts";

export type PasswordSectionProps = {
  email: string;
  name: string | undefined;
  /** Changes the password; rejects with the server's refusal, which the form shows by its field or in a toast. */
  onChange: (request: ChangePasswordRequest) => Promise<unknown>;
  /** Told of a refusal no field can show (the server down, too many tries). */
  onFailed: (error: unknown) => void;
};

const emptyForm: ChangePasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The password, changed with the current one. The form opens on request, so the strength estimator (a large
 * download) loads only for someone about to choose a password.
 */
export function PasswordSection({ email, name, onChange, onFailed }: PasswordSectionProps) {
  const [open, setOpen] = React.useState(false);
  const [changed, setChanged] = React.useState(false);
  const openButton = React.useRef<HTMLButtonElement>(null);
  const closedByPerson = React.useRef(false);
  React.useEffect(() => {
    // Closed (cancelled or saved), the form is gone with the focus in it: back to the button that opens it.
    if (!open && closedByPerson.current) {
      closedByPerson.current = false;
      openButton.current?.focus();
    }
  }, [open]);
  const close = () => {
    closedByPerson.current = true;
    setOpen(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Password</CardTitle>
        <CardDescription>Changing it signs you out on every other device; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p role="status" className={changed ? "text-sm font-medium" : "sr-only"}>
          {changed ? "Password changed. Every other device has been signed out." : ""}
        </p>
        {open ? (
          <ChangePasswordForm
            email={email}
            userInputs={accountWords({ email, name })}
            onChange={onChange}
            onFailed={onFailed}
            onCancel={close}
            onChanged={() => {
              setChanged(true);
              close();
            }}
          />
        ) : (
          <div>
            <Button
              ref={openButton}
              variant="outline"
              onClick={() => {
                setChanged(false);
                setOpen(true);
              }}
            >
              <KeyRound aria-hidden="true" />
              Change password
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

type ChangePasswordFormProps = Pick<PasswordSectionProps, "email" | "onChange" | "onFailed"> & {
  userInputs: readonly string[];
  onCancel: () => void;
  onChanged: () => void;
};

function ChangePasswordForm({ email, userInputs, onChange, onFailed, onCancel, onChanged }: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema, settingsParseOptions),
    defaultValues: emptyForm,
    // The form opens with the focus in the current password: leaving it for the new one is no mistake yet.
    mode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  React.useEffect(() => form.setFocus("currentPassword"), [form]);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword: chosen }) => {
    // The server's rule (domain/entities/password-rule.ts), so a weak password is refused before it travels.
    if (!(await passwordStrength(chosen, userInputs)).acceptable) {
      form.setError("newPassword", { message: WEAK_PASSWORD_MESSAGE }, { shouldFocus: true });
      return;
    }
    try {
      await onChange({ currentPassword, newPassword: chosen });
    } catch (error) {
      // What was typed stays for another try; the refusal is said by the field it is about.
      const refusal = normaliseError(error);
      if (refusal.code === "PASSWORD_INCORRECT") form.setError("currentPassword", { message: refusal.message }, { shouldFocus: true });
      else if (refusal.code === UNCHANGED_PASSWORD_CODE) form.setError("newPassword", { message: refusal.message }, { shouldFocus: true });
      else if (refusal.code === WEAK_PASSWORD_CODE) form.setError("newPassword", { message: WEAK_PASSWORD_MESSAGE }, { shouldFocus: true });
      else onFailed(refusal);
      return;
    }
    onChanged();
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
      {/* Password managers file the new password under this account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <Field label="Current password" error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
      </Field>
      <Field label="New password" hint={<PasswordStrengthHint password={newPassword} userInputs={userInputs} />} error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save new password"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
