import type { RequestHandler } from "express";
import { AppError } from "../http/app-error.ts";

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Development helpers (dev-login, the e-mail outbox) answer only callers on this machine, as a 404 to
 * anyone else: a server started without NODE_ENV=production by mistake then still lets no stranger
 * sign in as anyone or read reset links. Behind a proxy on the loopback, `req.ip` is the real client.
 */
export const localCallersOnly: RequestHandler = (req, _res, next) => {
  if (!loopback.test(req.ip ?? "")) throw AppError.notFound(`No API route for ${req.method} ${req.path}`);
  next();
};
