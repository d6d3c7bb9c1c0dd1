import * as React from "react";
import { Eye, EyeOff } from "lucide-react";
import { cn } from "@ui/lib/index.ts";
import { passwordStrength } from "./password-strength.ts";

/*
 * The account forms' fields: a label, the control, an optional hint and the field's own error right
 * under it (announced, and tied to the control with aria-describedby). Styled with the kit's tokens.
 */

const inputClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-sm outline-none transition-[box-shadow,border-color] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

type FieldProps = React.ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
};

function describedBy(id: string, hint: React.ReactNode, error: string | undefined) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint: React.ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({ label, error, hint, id: givenId, className, ...props }: FieldProps) {
  const generatedId = React.useId();
  const id = givenId ?? generatedId;
  return (
    <div data-slot="field" className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={inputClass} {...props} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, "type" | "hint"> & {
  /** Shows the strength of what is typed (for new passwords). */
  showStrength?: boolean;
  /** The current value, for the strength hint. */
  strengthOf?: string;
};

const strengthColours = ["bg-destructive", "bg-destructive", "bg-warning", "bg-success", "bg-success"] as const;

export function PasswordField({ label, error, showStrength = false, strengthOf = "", id: givenId, className, ...props }: PasswordFieldProps) {
  const generatedId = React.useId();
  const id = givenId ?? generatedId;
  const [visible, setVisible] = React.useState(false);
  const strength = showStrength ? passwordStrength(strengthOf) : null;
  const hint = strength ? (
    <div className="grid gap-1">
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn("h-1 flex-1 rounded-full bg-muted", strength.score >= step && strengthColours[strength.score])} />
        ))}
      </div>
      <span>
        Password strength: <strong className="font-medium text-foreground">{strength.label}</strong>. {strength.hint}
      </span>
    </div>
  ) : null;
  return (
    <div data-slot="field" className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(inputClass, "pr-11")}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The server's refusal, shown inside the form above its button (the toast says it too, briefly). */
export function FormAlert({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" data-slot="form-alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      <p className="font-medium text-destructive">{title}</p>
      <p className="text-foreground">{message}</p>
    </div>
  );
}
