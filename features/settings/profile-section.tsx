import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Plan, UpdateProfileRequest } from "@domain/contract/index.ts";
import { PLAN_TABLE } from "@domain/entities/plans.ts";
import { formatDayOfInstant } from "@domain/format/for-people.ts";
import { Button } from "@ui/button/index.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/card/index.ts";
import { Field } from "@ui/field/index.ts";
import { Input } from "@ui/input/index.ts";
import { useFocusAfterChange } from "@ui/lib/focus-after-change.ts";
import { UnverifiedAddressNotice } from "./unverified-address-notice.tsx";
import { profileFormSchema, settingsParseOptions, type ProfileFormOutput, type ProfileFormValues } from "./settings-forms.ts";

/** Each plan as the plans' table names it (domain/entities/plans.ts). */
export const planLabels: Record<Plan, string> = { free: PLAN_TABLE.free.name, pro: PLAN_TABLE.pro.name, beta: PLAN_TABLE.beta.name };

export type ProfileSectionProps = {
  name: string | undefined;
  email: string;
  memberSince: string;
  plan: Plan;
  /** Saves the name; rejects when the server refuses (the form then keeps what was typed). */
  onSave: (change: UpdateProfileRequest) => Promise<unknown>;
  /** False while the address is not verified (docs/product.md §4.18); the notice then offers a new link. */
  emailVerified?: boolean | undefined;
  /** Asks for a new verification link; rejects with the server's reason. */
  onResendVerification?: () => Promise<unknown>;
};

/** Name (editable), e-mail, member since and plan. */
export function ProfileSection({ name, email, memberSince, plan, onSave, emailVerified, onResendVerification }: ProfileSectionProps) {
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema, settingsParseOptions),
    values: { name: name ?? "" },
    resetOptions: { keepDirtyValues: true },
    mode: "onTouched",
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const formRef = React.useRef<HTMLFormElement>(null);
  // Saved, the name has nothing left to save and its button turns off: the focus goes back to the name.
  useFocusAfterChange(formRef, () => {
    const field = formRef.current?.elements.namedItem("name");
    return field instanceof HTMLInputElement ? field : null;
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      // The contract reads an empty name as "no name"; it travels as "".
      const name = values.name ?? "";
      await onSave({ name });
      form.reset({ name });
    } catch {
      // The error toast says so; what was typed stays in the field for another try.
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle asLevel={2}>Profile</CardTitle>
        <CardDescription>How Hearthkeep greets you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form ref={formRef} noValidate aria-label="Profile" onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </Field>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save name
          </Button>
        </form>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="truncate font-medium">{email}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Member since</dt>
            <dd className="font-medium">
              <time dateTime={memberSince}>{formatDayOfInstant(memberSince)}</time>
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{planLabels[plan]}</dd>
          </div>
        </dl>
        {emailVerified === false && onResendVerification ? <UnverifiedAddressNotice email={email} onResend={onResendVerification} /> : null}
      </CardContent>
    </Card>
  );
}
