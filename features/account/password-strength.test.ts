import { describe, expect, test } from "vitest";
import { passwordStrength } from "./password-strength.ts";

describe("the password-strength hint", () => {
  test.each([
    { password: "", label: "Too short" },
    { password: "Ab1!", label: "Too short" },
    { password: "abcdefgh", label: "Weak" },
    { password: "aaaaaaaaaaaaaaaa", label: "Weak" },
    { password: "12345678abc", label: "Weak" },
    { password: "hearthkp1", label: "Fair" },
    { password: "hearthkeeper", label: "Fair" },
    { password: "correct horse battery", label: "Strong" },
    { password: "Hearthkp1", label: "Good" },
    { password: "Hearthkeep1!xy", label: "Strong" },
  ])("'$password' is $label", ({ password, label }) => {
    expect(passwordStrength(password).label).toBe(label);
  });

  test("the shortest accepted password is exactly 8 characters, as the contract says", () => {
    expect(passwordStrength("x".repeat(7)).score).toBe(0);
    expect(passwordStrength("xK3!".repeat(2)).score).toBeGreaterThan(0);
  });
});
