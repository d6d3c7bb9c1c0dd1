import type { RequestHandler } from "express";

/** Answers that carry a session or a user's own data are kept by no browser cache or proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};
