import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import {
  WEAK_PASSWORD_CODE,
  WEAK_PASSWORD_MESSAGE,
  judgePassword,
  type PasswordVerdict,
} from "@domain/entities/password-rule.ts";
import { AppError } from "../http/app-error.ts";
import { inHashingPool } from "./password.ts";

/*
 * The server's side of the password rule (domain/entities/password-rule.ts): zxcvbn-ts with the same
 * dictionaries and options as the sign-up form's hint (lib/password-strength/password-strength.ts), so the
 * form never calls a password good that the server then refuses. A test at the root of the repository
 * runs both on the same passwords.
 */

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use: the dictionaries hold about 30 MB once loaded, which a server that
 * only serves signed-in households never needs, and their loading need not delay a start.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  // The packages are imported statically by a module of their own, loaded here: bundled CommonJS
  // packages keep their named exports that way (server/build-server.ts).
  estimator ??= import("./password-estimator.ts").then(({ createPasswordEstimator }) => createPasswordEstimator());
  // A failed load is not kept: the next check tries again.
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

function verdictWith(loaded: ZxcvbnFactory, password: string, userInputs: readonly string[]): PasswordVerdict {
  const result = loaded.check(password, [...userInputs]);
  return judgePassword(password, { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions });
}

/** The rule's verdict on a password, from zxcvbn's estimate; `userInputs` (the e-mail, the name) count as easy to guess. */
export async function passwordVerdict(password: string, userInputs: readonly string[] = []): Promise<PasswordVerdict> {
  return verdictWith(await passwordEstimator(), password, userInputs);
}

/** The words of an account a password should not be built from: the e-mail, its local part, the name. */
export function accountWords({ email, name }: { email?: string | undefined; name?: string | undefined }): string[] {
  return [email, email?.split("@")[0], name].filter((word): word is string => typeof word === "string" && word.length > 0);
}

/**
 * Refuses a new password the rule calls too weak: 400 WEAK_PASSWORD, naming the field like a validation
 * error. The estimate takes up to a few hundred milliseconds of the event loop for a long, patterned
 * password, so it waits its turn in the hashing pool like a hash does.
 */
export async function requireStrongPassword(password: string, userInputs: readonly string[] = [], field = "password"): Promise<void> {
  // The dictionaries load outside the pool; the estimate itself (the slow part) waits its turn in it.
  const loaded = await passwordEstimator();
  const verdict = await inHashingPool(() => verdictWith(loaded, password, userInputs));
  if (verdict.acceptable) return;
  throw new AppError(400, WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE, [{ path: [field], message: verdict.hint }]);
}
