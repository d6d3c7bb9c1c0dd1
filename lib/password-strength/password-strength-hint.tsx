import { cn } from "@ui/lib/index.ts";
import { usePasswordStrength } from "./password-strength.ts";

const strengthColours = ["bg-destructive", "bg-destructive", "bg-warning", "bg-success", "bg-success"] as const;

/**
 * How strong a new password is as it is typed: a four-step bar for the eye and a sentence that a screen
 * reader reads with the field (give it to the password's Field as its hint). `userInputs` are the
 * account's own words (e-mail, name), which make a password easy to guess, as the server counts them.
 */
export function PasswordStrengthHint({ password, userInputs }: { password: string; userInputs?: readonly string[] }) {
  const strength = usePasswordStrength(password, userInputs);
  return (
    <div data-slot="password-strength" className="grid gap-1 text-xs">
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn("h-1 flex-1 rounded-full bg-muted", strength.score >= step && strengthColours[strength.score])} />
        ))}
      </div>
      <span>
        Password strength: <strong className="font-medium text-foreground">{strength.label}</strong>. {strength.hint}
      </span>
    </div>
  );
}

