import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as commonLanguage from "@zxcvbn-ts/language-common";
import * as englishLanguage from "@zxcvbn-ts/language-en";
import { PASSWORD_ESTIMATE_MAX_LENGTH } from "@domain/entities/password-rule.ts";

/**
 * zxcvbn-ts with the dictionaries and options of the sign-up form's hint. Only `password-strength.ts`
 * loads this module, with `import()` on the first password check: the dictionaries hold about 30 MB.
 */
export function createPasswordEstimator(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    dictionary: { ...commonLanguage.dictionary, ...englishLanguage.dictionary },
    graphs: commonLanguage.adjacencyGraphs,
    translations: englishLanguage.translations,
    maxLength: PASSWORD_ESTIMATE_MAX_LENGTH,
  });
}
