import { describe, expect, test } from "vitest";
import { UNCHANGED_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";
import { changePasswordFormSchema, settingsParseOptions } from "./settings-forms.ts";

function problems(values: { currentPassword: string; newPassword: string; confirmPassword: string }) {
  const result = changePasswordFormSchema.safeParse(values, settingsParseOptions);
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
}

describe("the change-password form", () => {
  test("takes a new password typed twice the same", () => {
    expect(problems({ currentPassword: "old horse battery", newPassword: "copper lantern orchard", confirmPassword: "copper lantern orchard" })).toEqual([]);
  });

  test("refuses the current password as the new one, by the new password's field, as the server would", () => {
    expect(problems({ currentPassword: "copper lantern orchard", newPassword: "copper lantern orchard", confirmPassword: "copper lantern orchard" })).toEqual([
      { field: "newPassword", message: UNCHANGED_PASSWORD_MESSAGE },
    ]);
  });

  test("says that the passwords differ by the second one", () => {
    expect(problems({ currentPassword: "old horse battery", newPassword: "copper lantern orchard", confirmPassword: "copper lantern orchid" })).toEqual([
      { field: "confirmPassword", message: "The passwords do not match" },
    ]);
  });

  test("asks for the current password before judging the new one against it", () => {
    expect(problems({ currentPassword: "", newPassword: "copper lantern orchard", confirmPassword: "copper lantern orchard" })).toEqual([
      { field: "currentPassword", message: "Enter your current password" },
    ]);
  });
});
