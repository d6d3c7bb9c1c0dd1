/*
 * The words a form shows for the contract's generic validation messages. A schema's own message ("Enter
 * your name", "Use at least 8 characters") always wins; these replace only zod's defaults, so every form
 * (account, contact, and those to come) words the same refusal the same way, with limits read from the
 * schema that refused.
 */

type FormIssue = { code: string; path?: PropertyKey[]; input?: unknown; maximum?: unknown; origin?: string };

/** A form's message for one of zod's generic issues; undefined leaves zod's own. Pass it as `{ error: formIssueMessage }`. */
export function formIssueMessage(issue: FormIssue): string | undefined {
  const field = String(issue.path?.[0] ?? "");
  const empty = typeof issue.input === "string" ? issue.input.trim() === "" : issue.input === undefined;
  if (field === "email") return empty ? "Enter your e-mail address" : "Enter a valid e-mail address, like name@example.com";
  if (field === "password" && issue.code === "too_small") return "Enter your password";
  if (issue.code === "too_big" && issue.origin === "string" && typeof issue.maximum === "number") {
    return `Use at most ${issue.maximum.toLocaleString("en-US")} characters`;
  }
  return undefined;
}
