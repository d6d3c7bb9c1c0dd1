import { describe, expect, test } from "vitest";
import { passwordStrength } from "./lib/password-strength/password-strength.ts";
import { passwordVerdict } from "./server/security/password-strength.ts";

/*
 * The sign-up form's hint and the server's refusal run the same estimator with the same rule
 * (domain/entities/password-rule.ts). This test is the one place that sees both sides, and fails if
 * they ever judge a password differently.
 */
const passwords = [
  "",
  "short",
  "        ",
  "aaaaaaaa",
  "password1",
  "12345678",
  "qwertyuiop",
  "hearthkeeper",
  "kettle12",
  "copper kettle",
  "copper kettle on the hob",
  "Tr0ub4dor&3",
  "a1!".repeat(40),
  "ana@example.com",
];

describe("the browser and the server agree on every password", () => {
  test.each(passwords)("%j", async (password) => {
    const userInputs = ["ana@example.com", "ana", "Ana"];
    expect(await passwordStrength(password, userInputs)).toEqual(await passwordVerdict(password, userInputs));
  });
});
