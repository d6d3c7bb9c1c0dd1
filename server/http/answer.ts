import type { z } from "zod";

/**
 * The error when an answer the server built does not match the contract: the server's fault, so a 500
 * logged as an error, never the 400 a request that fails its own schema gets (the client sent nothing wrong).
 */
export class AnswerBrokeContractError extends Error {
  override readonly name = "AnswerBrokeContractError";
}

/** `value` checked against the response schema of its route, as the contract says it is sent. */
export function answerOf<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  throw new AnswerBrokeContractError(`An answer does not match its contract: ${where}${issue?.message ?? "invalid"}`, { cause: result.error });
}
