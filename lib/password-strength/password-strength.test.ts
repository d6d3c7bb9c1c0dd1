import { describe, expect, test } from "vitest";
import { MIN_PASSWORD_SCORE, WEAK_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { accountWords, passwordStrength } from "./password-strength.ts";

describe("the password-strength hint (zxcvbn-ts, the rule of domain/entities/password-rule.ts)", () => {
  test.each([
    { password: "", label: "Too short", acceptable: false },
    { password: "Ab1!", label: "Too short", acceptable: false },
    { password: "        ", label: "Weak", acceptable: false },
    { password: "aaaaaaaa", label: "Weak", acceptable: false },
    { password: "abcdefgh", label: "Weak", acceptable: false },
    { password: "12345678abc", label: "Weak", acceptable: false },
    { password: "password1", label: "Weak", acceptable: false },
    { password: "hearthkeeper", label: "Fair", acceptable: false },
    { password: "copper kettle", label: "Good", acceptable: true },
    { password: "correct horse battery", label: "Strong", acceptable: true },
    { password: "Hearthkeep1!xy", label: "Strong", acceptable: true },
  ])("'$password' is $label", async ({ password, label, acceptable }) => {
    const verdict = await passwordStrength(password);
    expect(verdict.label).toBe(label);
    expect(verdict.acceptable).toBe(acceptable);
    expect(verdict.acceptable).toBe(verdict.score >= MIN_PASSWORD_SCORE && password.length >= 8);
  });

  test("says why a weak password is weak, in the estimator's words", async () => {
    expect((await passwordStrength("password1")).hint).toBe("This is a commonly used password. Add a few more words, or pick less common ones.");
  });

  test("a password built from the account's own e-mail address is weak", async () => {
    const words = accountWords({ email: "ana.lopez@example.com", name: "Ana" });
    expect(words).toEqual(["ana.lopez@example.com", "ana.lopez", "Ana"]);
    expect((await passwordStrength("ana.lopez@example.com", words)).acceptable).toBe(false);
  });

  test("the refusal's words are the server's", () => {
    expect(WEAK_PASSWORD_MESSAGE).toMatch(/too easy to guess/);
  });
});
