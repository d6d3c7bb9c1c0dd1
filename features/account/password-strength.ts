import { newPasswordSchema } from "@domain/contract/index.ts";

export type PasswordStrength = {
  /** 0 (too short or empty) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4;
  label: "Too short" | "Weak" | "Fair" | "Good" | "Strong";
  /** What would make it stronger, or a confirmation. */
  hint: string;
};

const MIN_LENGTH = 8;

/**
 * A hint while the user types a new password. The rule that refuses a password is the contract's
 * (8 to 128 characters); this only nudges: length counts most (a long phrase beats a short jumble),
 * then the mix of letters, digits and symbols.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!newPasswordSchema.safeParse(password).success || password.length < MIN_LENGTH) {
    return { score: 0, label: "Too short", hint: `Use at least ${MIN_LENGTH} characters.` };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const repetitive = /^(.)\1+$/.test(password) || /^(?:0123|1234|abcd|qwer|pass)/i.test(password);
  let points = 0;
  if (password.length >= 12) points += 1;
  if (password.length >= 16) points += 1;
  if (kinds >= 2) points += 1;
  if (kinds >= 3) points += 1;
  if (repetitive) points = Math.max(0, points - 2);

  if (points <= 0) return { score: 1, label: "Weak", hint: "Add more words, or mix in digits and symbols." };
  if (points === 1) return { score: 2, label: "Fair", hint: "Longer is stronger: try a short phrase of 12 characters or more." };
  if (points === 2) return { score: 3, label: "Good", hint: "Good. A few more characters make it strong." };
  return { score: 4, label: "Strong", hint: "Strong password." };
}
