import { errorBodySchema } from "@domain/contract/errors.ts";
import { httpErrorCode, UNKNOWN_ERROR_MESSAGE } from "@domain/messages.ts";
import { ApiError } from "./api-failure.ts";

/*
 * The error type and its normalisation live in api-failure.ts, which needs no schema, so the session
 * code that the first paint runs does not load the contract; reading a server's error body does.
 */

/**
 * docs/product.md §8.1: a failed response becomes an error from the server's error object when it sent one,
 * otherwise `HTTP_{status}` with the body's text (or the status text when the body is empty).
 */
export function errorFromResponse(status: number, statusText: string, bodyText: string): ApiError {
  const parsedBody = parseJson(bodyText);
  const serverError = errorBodySchema.safeParse(parsedBody);
  if (serverError.success) {
    const { code, message, details } = serverError.data.error;
    return new ApiError({ code, message, status, details });
  }
  const message = bodyText.trim() !== "" ? bodyText.trim() : statusText.trim();
  return new ApiError({ code: httpErrorCode(status), message: message === "" ? UNKNOWN_ERROR_MESSAGE : message, status });
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
