import { UNKNOWN_ERROR_CODE, UNKNOWN_ERROR_MESSAGE } from "@domain/messages.ts";

/**
 * Every failure the HTTP client reports (docs/product.md §8.1): a code and a message, the HTTP status when a
 * response arrived, and the server's details when it sent any. Screens show `message`, code compares `code`.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly details: unknown;

  constructor({ code, message, status, details }: { code: string; message: string; status?: number; details?: unknown }) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/**
 * Why a change was refused by the task's state (409 CONFLICT, from the server or the home kept in the browser):
 * its words say what happened ("This task was already completed today…"), for a toast below the failure's title.
 * Undefined for any other failure, whose title says enough.
 */
export function conflictReasonOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === "CONFLICT" ? error.message : undefined;
}

/**
 * The words of a refusal that names one field of the request (a 400 VALIDATION_FAILED whose issue's path
 * starts with it, from the server or the home kept in the browser), for a form to show under that field.
 */
export function fieldRefusalOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.code !== "VALIDATION_FAILED" || !Array.isArray(error.details)) return undefined;
  const issue: unknown = error.details.find((each: unknown) => typeof each === "object" && each !== null && "path" in each && Array.isArray(each.path) && each.path[0] === field);
  return typeof issue === "object" && issue !== null && "message" in issue && typeof issue.message === "string" ? issue.message : undefined;
}

/** The code a response that failed its contract check carries; its message is the one docs/product.md §5.1 gives ('Invalid login response'…). */
export const INVALID_RESPONSE_CODE = "INVALID_RESPONSE";
/** The code of a request that never got an answer (offline, DNS, CORS). */
export const NETWORK_ERROR_CODE = "NETWORK_ERROR";

/** docs/product.md §8.1: anything thrown becomes an ApiError; what carries no code or message gets UNKNOWN / 'Unexpected error'. */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === "object" && error !== null) {
    const candidate = error as { code?: unknown; message?: unknown; status?: unknown };
    const code = typeof candidate.code === "string" && candidate.code !== "" ? candidate.code : UNKNOWN_ERROR_CODE;
    const message = typeof candidate.message === "string" && candidate.message !== "" ? candidate.message : UNKNOWN_ERROR_MESSAGE;
    const status = typeof candidate.status === "number" ? candidate.status : undefined;
    return new ApiError({ code, message, ...(status === undefined ? {} : { status }) });
  }
  if (typeof error === "string" && error !== "") return new ApiError({ code: UNKNOWN_ERROR_CODE, message: error });
  return new ApiError({ code: UNKNOWN_ERROR_CODE, message: UNKNOWN_ERROR_MESSAGE });
}

/** A request that never got an answer (no network, the connection dropped): the server may or may not have acted on it. */
export function gotNoAnswer(error: unknown): boolean {
  return normaliseError(error).code === NETWORK_ERROR_CODE;
}

/** Refusals that may pass: a timeout, a rate limit, an ended session (the person may sign in again). */
const PASSING_REFUSALS: ReadonlySet<number> = new Set([401, 408, 429]);

/**
 * The server's code for a write that came without the CSRF cookie's value (decision 004). It refuses the
 * request, not the change: a browser reopened with the app from its cache has no cookie until its first
 * answer from the server sets one, so the same change sent again passes.
 */
export const CSRF_FAILED_CODE = "CSRF_FAILED";

/**
 * An answer the same request would get again if sent again: the server refused it (not found, not theirs,
 * not valid: a 4xx) or answered outside the contract. No answer, a server failure (5xx), a timeout, a rate
 * limit, an ended session and a missing CSRF token may pass, so those are worth another try.
 */
export function isFinalRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || gotNoAnswer(error)) return false;
  const status = error.status;
  if (status === undefined) return true;
  if (PASSING_REFUSALS.has(status) || error.code === CSRF_FAILED_CODE) return false;
  return status >= 400 && status < 500;
}

/** How many times a failed read is tried again (TanStack Query's own number), backing off between tries. */
const QUERY_RETRIES = 3;

/**
 * Whether a failed read is tried again: not when the answer is final, so a task that is not there says
 * 'Task not found' at once instead of after three backed-off tries of the same 404.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && !isFinalRefusal(error);
}
