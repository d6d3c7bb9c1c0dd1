import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { requestValidationMessage, type ErrorBody } from "@domain/contract/index.ts";
import { isOutOfSpace, type DiskSpaceWatch } from "../db/disk-space.ts";
import { scrubText } from "../logger.ts";
import { AppError } from "./app-error.ts";

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: { code: "NOT_FOUND", message: `No API route for ${req.method} ${req.path}` } } satisfies ErrorBody);
};

/** Seconds a client is asked to wait before sending a change again when the database had no room for it. */
const outOfSpaceRetryAfterSeconds = 60;

export function errorHandler({ exposeInternals, diskSpace }: { exposeInternals: boolean; diskSpace?: DiskSpaceWatch }): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof AppError) {
      if (error.headers) res.set(error.headers);
      res.status(error.status).json({ error: { code: error.code, message: error.message, details: error.details } } satisfies ErrorBody);
      return;
    }
    if (error instanceof ZodError) {
      res.status(400).json({ error: { code: "VALIDATION_FAILED", message: requestValidationMessage(error), details: error.issues } } satisfies ErrorBody);
      return;
    }
    if (isOutOfSpace(error)) {
      // Every write fails alike until there is room: one log line from the watch, not one per request.
      diskSpace?.noteOutOfSpace(error);
      res.setHeader("Retry-After", String(outOfSpaceRetryAfterSeconds));
      res.status(507).json({
        error: { code: "STORAGE_FULL", message: "The server has no room to save changes right now. Nothing was changed; try again later." },
      } satisfies ErrorBody);
      return;
    }
    const status = httpStatusOf(error);
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ error: clientError(status, error, req.path) } satisfies ErrorBody);
      return;
    }
    req.log?.error({ err: error }, "unhandled error");
    res.status(500).json({
      error: {
        code: "INTERNAL",
        message: "Something went wrong on our side",
        // Scrubbed like the log: a failed query's stack names its parameters.
        details: exposeInternals && error instanceof Error && error.stack ? { stack: scrubText(error.stack) } : undefined,
      },
    } satisfies ErrorBody);
  };
}

/**
 * The code and message for a 4xx raised by Express's own parts: body-parser (its errors carry a `type`
 * such as `entity.parse.failed`), the router and the static file server (a path that does not decode,
 * a file that is not there).
 */
function clientError(status: number, error: unknown, path: string): ErrorBody["error"] {
  const bodyProblem = typeof (error as { type?: unknown }).type === "string" ? (error as { type: string }).type : undefined;
  if (status === 413) return { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large" };
  if (status === 415) return { code: "UNSUPPORTED_MEDIA_TYPE", message: "The request body's encoding or character set is not supported" };
  if (status === 404) return { code: "NOT_FOUND", message: `Nothing is found at ${path}` };
  if (status === 403) return { code: "FORBIDDEN", message: "This path may not be read" };
  if (status === 405) return { code: "METHOD_NOT_ALLOWED", message: "This method is not allowed here" };
  if (status === 400 && bodyProblem === "entity.parse.failed") return { code: "BAD_REQUEST", message: "The request body is not valid JSON" };
  if (status === 400 && bodyProblem !== undefined) return { code: "BAD_REQUEST", message: "The request body could not be read" };
  if (status === 400) return { code: "MALFORMED_PATH", message: "The request path is malformed: it holds an invalid percent-encoding or a NUL character" };
  return { code: "BAD_REQUEST", message: "The request could not be handled" };
}

/** body-parser and friends attach an HTTP status to the errors they raise. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null) {
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number") return status;
  }
  return undefined;
}
