import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import type { ErrorBody } from "@domain/contract/index.ts";
import { AppError } from "./app-error.ts";

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: { code: "NOT_FOUND", message: `No API route for ${req.method} ${req.path}` } } satisfies ErrorBody);
};

export function errorHandler({ exposeInternals }: { exposeInternals: boolean }): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof AppError) {
      if (error.headers) res.set(error.headers);
      res.status(error.status).json({ error: { code: error.code, message: error.message, details: error.details } } satisfies ErrorBody);
      return;
    }
    if (error instanceof ZodError) {
      res.status(400).json({ error: { code: "VALIDATION_FAILED", message: validationMessage(error), details: error.issues } } satisfies ErrorBody);
      return;
    }
    const status = httpStatusOf(error);
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? "The request body is too large" : status === 400 ? "The request body is not valid JSON" : "The request could not be handled";
      const code = status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
      res.status(status).json({ error: { code, message } } satisfies ErrorBody);
      return;
    }
    req.log?.error({ err: error }, "unhandled error");
    res.status(500).json({
      error: {
        code: "INTERNAL",
        message: "Something went wrong on our side",
        details: exposeInternals && error instanceof Error ? { stack: error.stack } : undefined,
      },
    } satisfies ErrorBody);
  };
}

/** "The request is not valid: name: Text cannot contain…": the first problem, with the field it is in. */
function validationMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid";
  const field = issue.path.map(String).join(".");
  return `The request is not valid: ${field ? `${field}: ` : ""}${issue.message}`;
}

/** body-parser and friends attach an HTTP status to the errors they raise. */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null) {
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number") return status;
  }
  return undefined;
}
