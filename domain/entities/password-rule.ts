/**
 * The one rule for new passwords, shared by the server (which refuses) and the sign-up and reset forms
 * (which hint and refuse first), so the two always agree. Strength is estimated by zxcvbn-ts with its
 * common and English dictionaries; the estimate arrives here as plain data, so this stays pure.
 * docs/decisions/011-password-strength.md.
 */
import { asSentence } from "../format/for-people.ts";

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What a strength estimator found: its score and, for a weak password, why. */
export type PasswordEstimate = {
  readonly score: PasswordScore;
  readonly warning?: string | null | undefined;
  readonly suggestions?: readonly string[] | undefined;
};

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The weakest score accepted: 3, "safely unguessable" (about 10^10 guesses), which turns away common
 * passwords, repeated characters and keyboard runs ("        ", "aaaaaaaa", "password1", "qwertyui")
 * and lets through a few unrelated words.
 */
export const MIN_PASSWORD_SCORE: PasswordScore = 3;

/**
 * Only the first characters are estimated: the estimator's cost grows steeply with length, and a
 * password longer than this is already far past any guessing budget unless it repeats itself, which
 * the first characters show.
 */
export const PASSWORD_ESTIMATE_MAX_LENGTH = 64;

/** The refusal, as the server answers it and the form shows it under the field. */
export const WEAK_PASSWORD_MESSAGE = "This password is too easy to guess. Add a few more words, or pick less common ones.";

/** The error code of the server's refusal. */
export const WEAK_PASSWORD_CODE = "WEAK_PASSWORD";

export type PasswordVerdict = {
  /** 0 (too short or empty) to 4 (strong), for the strength bar. */
  readonly score: PasswordScore;
  readonly label: "Too short" | "Weak" | "Fair" | "Good" | "Strong";
  /** What would make it stronger, or a confirmation. */
  readonly hint: string;
  /** Whether the server takes it. */
  readonly acceptable: boolean;
};

const labels = ["Weak", "Weak", "Fair", "Good", "Strong"] as const;

/**
 * The verdict on a new password from its estimate. The length rule (8 characters, as the contract's
 * newPasswordSchema) is checked first; the estimate decides the rest.
 */
export function judgePassword(password: string, estimate: PasswordEstimate): PasswordVerdict {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { score: 0, label: "Too short", hint: `Use at least ${MIN_PASSWORD_LENGTH} characters.`, acceptable: false };
  }
  const score = estimate.score;
  const acceptable = score >= MIN_PASSWORD_SCORE;
  if (acceptable) return { score, label: labels[score], hint: score === 4 ? "Strong password." : "Good. A few more characters make it strong.", acceptable };
  const reason = estimate.warning ? `${asSentence(estimate.warning)} ` : "";
  return { score, label: labels[score], hint: `${reason}Add a few more words, or pick less common ones.`, acceptable };
}

/**
 * A change of password must change it: the person meant to, and a form that accepted the same password would
 * end every other session for nothing. The form refuses it before it travels; the server, after checking the
 * current password, answers the same refusal (docs/product.md §2.17).
 */
export function isUnchangedPassword(change: { readonly currentPassword: string; readonly newPassword: string }): boolean {
  return change.currentPassword.length > 0 && change.newPassword === change.currentPassword;
}

export const UNCHANGED_PASSWORD_CODE = "PASSWORD_UNCHANGED";
export const UNCHANGED_PASSWORD_MESSAGE = "The new password is the same as the current one";
