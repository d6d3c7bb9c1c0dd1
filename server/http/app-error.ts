/** The one error type services throw; the error middleware turns it into `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = "AppError";
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError(400, "BAD_REQUEST", message, details);
  }
  static unauthorized(message = "Authentication required") {
    return new AppError(401, "UNAUTHORIZED", message);
  }
  static forbidden(message = "Forbidden") {
    return new AppError(403, "FORBIDDEN", message);
  }
  static notFound(message = "Not found") {
    return new AppError(404, "NOT_FOUND", message);
  }
  /** 429 with Retry-After, the answer of every rate limit. */
  static rateLimited(message: string, retryAfterSeconds: number) {
    return new AppError(429, "RATE_LIMITED", message, undefined, { "Retry-After": String(retryAfterSeconds) });
  }
  static conflict(message: string) {
    return new AppError(409, "CONFLICT", message);
  }
}
