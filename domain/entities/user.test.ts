import { describe, expect, test } from "vitest";
import { signupRequestSchema } from "../contract/auth.ts";
import { defaultUserPreferences, emailInputSchema, resolveTheme, userPayloadSchema } from "./user.ts";

describe("emailInputSchema", () => {
  test.each([
    [" Ana@Example.COM ", "ana@example.com"],
    ["bob@example.org", "bob@example.org"],
  ])("normalises %j to %j", (input, expected) => {
    expect(emailInputSchema.parse(input)).toBe(expected);
  });

  test.each(["", "not-an-email", "a@", `${"a".repeat(250)}@example.com`, "<script>@x.com"])("rejects %j", (input) => {
    expect(emailInputSchema.safeParse(input).success).toBe(false);
  });
});

describe("userPayloadSchema (docs/product.md §5.1)", () => {
  test.each([
    [{ id: "u1", email: "a@b.co", plan: "free" }, true],
    [{ id: "u1", email: "a@b.co", name: "Ana", plan: "beta" }, true],
    [{ id: "u1", email: "a@b.co", plan: "pro", extra: 1 }, true],
    [{ id: "", email: "a@b.co", plan: "free" }, false],
    [{ id: "u1", email: "nope", plan: "free" }, false],
    [{ id: "u1", email: "a@b.co", plan: "gold" }, false],
    [{ id: "u1", email: "a@b.co" }, false],
  ])("%j valid: %s", (payload, valid) => {
    expect(userPayloadSchema.safeParse(payload).success).toBe(valid);
  });
});

describe("preferences", () => {
  test("default to reminders, weekly summary and notifications on with the light theme", () => {
    expect(defaultUserPreferences).toEqual({ emailReminders: true, weeklySummary: true, theme: "light", notificationsEnabled: true, timeZone: "UTC", timeZoneFollowsBrowser: true, reminderDays: 3, householdActivity: true });
  });
});

describe("resolveTheme", () => {
  test.each([
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    ["system", true, "dark"],
    ["system", false, "light"],
  ] as const)("%s with a system preferring dark %s paints %s", (choice, systemPrefersDark, expected) => {
    expect(resolveTheme(choice, systemPrefersDark)).toBe(expected);
  });
});

describe("signupRequestSchema", () => {
  test("an empty name means no name", () => {
    expect(signupRequestSchema.parse({ email: "a@b.co", password: "long enough", name: "  " }).name).toBeUndefined();
  });
  test.each([["short"], ["x".repeat(129)]])("rejects the password %j", (password) => {
    expect(signupRequestSchema.safeParse({ email: "a@b.co", password }).success).toBe(false);
  });
});
