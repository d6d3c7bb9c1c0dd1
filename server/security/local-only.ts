import type { RequestHandler } from "express";

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Development helpers (dev-login, the e-mail outbox) answer only callers on this machine, as a 404 to
 * anyone else: a server started without NODE_ENV=production by mistake then still lets no stranger
 * sign in as anyone or read reset links. Behind a proxy on the loopback, `req.ip` is the real client.
 * Anyone else leaves the helper's router and gets the API's own 404 for an unknown route, word for word.
 */
export const localCallersOnly: RequestHandler = (req, _res, next) => {
  next(loopback.test(req.ip ?? "") ? undefined : "router");
};
