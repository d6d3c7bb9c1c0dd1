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
