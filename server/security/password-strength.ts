import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as commonLanguage from "@zxcvbn-ts/language-common";
import * as englishLanguage from "@zxcvbn-ts/language-en";
import {
  PASSWORD_ESTIMATE_MAX_LENGTH,
  WEAK_PASSWORD_CODE,
  WEAK_PASSWORD_MESSAGE,
  judgePassword,
  type PasswordEstimate,
  type PasswordVerdict,
} from "@domain/entities/password-rule.ts";
import { AppError } from "../http/app-error.ts";
import { inHashingPool } from "./password.ts";

/*
 * The server's side of the password rule (domain/entities/password-rule.ts): zxcvbn-ts with the same
 * dictionaries and options as the sign-up form's hint (features/account/password-strength.ts), so the
 * form never calls a password good that the server then refuses. A test at the root of the repository
 * runs both on the same passwords.
 */

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: loading the dictionaries takes a moment that a server start need not wait for. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonLanguage.dictionary, ...englishLanguage.dictionary },
    graphs: commonLanguage.adjacencyGraphs,
    translations: englishLanguage.translations,
    maxLength: PASSWORD_ESTIMATE_MAX_LENGTH,
  });
  return estimator;
}

/** zxcvbn's estimate of a password; `userInputs` (the e-mail, the name) count as easy to guess. */
export function estimatePassword(password: string, userInputs: readonly string[] = []): PasswordEstimate {
  const result = passwordEstimator().check(password, [...userInputs]);
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}

export function passwordVerdict(password: string, userInputs: readonly string[] = []): PasswordVerdict {
  return judgePassword(password, estimatePassword(password, userInputs));
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
export async function requireStrongPassword(password: string, userInputs: readonly string[] = []): Promise<void> {
  const verdict = await inHashingPool(() => passwordVerdict(password, userInputs));
  if (verdict.acceptable) return;
  throw new AppError(400, WEAK_PASSWORD_CODE, WEAK_PASSWORD_MESSAGE, [{ path: ["password"], message: verdict.hint }]);
}
