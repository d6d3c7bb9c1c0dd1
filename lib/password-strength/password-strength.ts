import * as React from "react";
import { judgePassword, MIN_PASSWORD_LENGTH, PASSWORD_ESTIMATE_MAX_LENGTH, type PasswordEstimate, type PasswordVerdict } from "@domain/entities/password-rule.ts";

/*
 * The browser's side of the password rule (domain/entities/password-rule.ts): zxcvbn-ts with the same
 * dictionaries and options as the server (server/security/password-strength.ts), so the hint never calls
 * good a password the server refuses. The estimator and its dictionaries (about 1 MB) load on their own,
 * after the sign-up page has painted: they are imported only from here, lazily.
 */

export type PasswordStrength = PasswordVerdict;

type Estimator = (password: string, userInputs: readonly string[]) => PasswordEstimate;

let loading: Promise<Estimator> | undefined;
let loaded: Estimator | undefined;

/** Loads zxcvbn-ts and its dictionaries once; later calls answer the same promise. */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([{ ZxcvbnFactory }, commonLanguage, englishLanguage]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { ...commonLanguage.dictionary, ...englishLanguage.dictionary },
        graphs: commonLanguage.adjacencyGraphs,
        translations: englishLanguage.translations,
        maxLength: PASSWORD_ESTIMATE_MAX_LENGTH,
      });
      loaded = (password, userInputs) => {
        const result = zxcvbn.check(password, [...userInputs]);
        return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
      };
      return loaded;
    },
  );
  return loading;
}

/** The words of an account a password should not be built from, as the server counts them. */
export function accountWords({ email, name }: { email?: string | undefined; name?: string | undefined }): string[] {
  return [email, email?.split("@")[0], name].filter((word): word is string => typeof word === "string" && word.length > 0);
}

/** The verdict once the estimator is loaded (await loadPasswordEstimator() first). */
export async function passwordStrength(password: string, userInputs: readonly string[] = []): Promise<PasswordStrength> {
  const estimate = await loadPasswordEstimator();
  return judgePassword(password, estimate(password, userInputs));
}

/** While the dictionaries load: only the length is known. */
function provisionalVerdict(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return judgePassword(password, { score: 0 });
  return { score: 0, label: "Weak", hint: "Checking how easy it is to guess…", acceptable: false };
}

/**
 * The strength of a password as it is typed: the length rule at once, the estimate as soon as the
 * estimator has loaded (it starts loading when the first field using this hook appears).
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const [estimator, setEstimator] = React.useState<Estimator | undefined>(() => loaded);
  React.useEffect(() => {
    if (estimator) return;
    let current = true;
    void loadPasswordEstimator().then((ready) => {
      if (current) setEstimator(() => ready);
    });
    return () => {
      current = false;
    };
  }, [estimator]);
  const inputsKey = userInputs.join("\n");
  return React.useMemo(
    () => (estimator ? judgePassword(password, estimator(password, inputsKey ? inputsKey.split("\n") : [])) : provisionalVerdict(password)),
    [estimator, password, inputsKey],
  );
}
