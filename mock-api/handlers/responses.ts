import { delay, HttpResponse } from "msw";
import { errorBodySchema, type ErrorBody } from "@domain/contract/index.ts";

/* The answers every area's handlers share, so each refuses and stalls the way the real server does. */

/** The server's error answer: `status` with the contract's JSON error body (checked against it). */
export const refuse = (status: number, body: ErrorBody, headers?: Record<string, string>) =>
  HttpResponse.json(errorBodySchema.parse(body), { status, ...(headers ? { headers } : {}) });

/** The contract's error body for a code and message. */
export const errorBody = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/** Never answers: the screen stays in its waiting state for as long as the story looks at it. */
export const neverAnswer = async () => {
  await delay("infinite");
  return new HttpResponse(null, { status: 204 });
};
