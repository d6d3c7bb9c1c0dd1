import { z } from "zod";

/** The body of every error answer of the API: `{ error: { code, message, details? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * "The request is not valid: name: Text cannot contain…": the first problem a request's contract found,
 * with the field it is in. The words of a 400 from the server, and of the same refusal in a home kept in
 * the browser, so a screen reads the same in both.
 */
export function requestValidationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid";
  const field = issue.path.map(String).join(".");
  return `The request is not valid: ${field ? `${field}: ` : ""}${issue.message}`;
}
