import type { RequestHandler } from "express";
import type { limitRequests } from "./rate-limit.ts";

/**
 * What a route gets to rate-limit its requests: the limiter with its store already chosen (server/app.ts
 * binds it to the database and the clock), so routes receive services and never the database itself.
 */
export type LimitRequests = (options: Omit<Parameters<typeof limitRequests>[0], "db" | "clock">) => RequestHandler;
