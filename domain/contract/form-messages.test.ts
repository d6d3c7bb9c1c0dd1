import { describe, expect, test } from "vitest";
import { contactMessageRequestSchema } from "./contact.ts";
import { loginRequestSchema } from "./auth.ts";
import { formIssueMessage } from "./form-messages.ts";

const messagesFor = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("the forms' words for the contract's generic messages", () => {
  test("a length limit is read from the schema that refused", () => {
    const tooLong = { name: "n".repeat(101), email: "a@example.com", subject: "s".repeat(201), message: "m".repeat(5001) };
    expect(messagesFor(contactMessageRequestSchema.safeParse(tooLong, { error: formIssueMessage }))).toEqual({
      name: "Use at most 100 characters",
      subject: "Use at most 200 characters",
      message: "Use at most 5,000 characters",
    });
  });

  test("e-mail and password get friendly words; a schema's own message stays", () => {
    expect(messagesFor(loginRequestSchema.safeParse({ email: "", password: "" }, { error: formIssueMessage }))).toEqual({
      email: "Enter your e-mail address",
      password: "Enter your password",
    });
    expect(messagesFor(loginRequestSchema.safeParse({ email: "not-an-address", password: "x" }, { error: formIssueMessage }))).toEqual({
      email: "Enter a valid e-mail address, like name@example.com",
    });
    expect(messagesFor(contactMessageRequestSchema.safeParse({ name: " ", email: "a@example.com", subject: "s", message: "m" }, { error: formIssueMessage }))).toEqual({
      name: "Enter your name",
    });
  });
});
