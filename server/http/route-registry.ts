import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from "@domain/contract/idempotency.ts";
import type { ApiRoute } from "@domain/contract/routes.ts";
import type { ApiRouteId, ApiRouteOf } from "@domain/contract/route-table.ts";
import type { Database } from "../db/client.ts";
import type { IdempotencyService } from "../services/idempotency.ts";
import { authOf } from "../security/require-auth.ts";
import { AppError } from "./app-error.ts";
import { answerOf } from "./answer.ts";

type Parsed<Route, Part extends "params" | "query" | "body"> = Route extends { readonly [P in Part]: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;

/** What a handler is given: the request's parts, each already validated by its route's schema. */
export type RouteInput<Route> = { params: Parsed<Route, "params">; query: Parsed<Route, "query">; body: Parsed<Route, "body"> };

/** What a handler answers: the route's response as its schema takes it (checked before it is sent), nothing for a 204. */
export type RouteAnswer<Route> = Route extends { readonly response: infer Schema extends z.ZodType } ? z.input<Schema> : void;

/** Returned by a handler that wrote its answer itself (a refusal with its own status, an HTML page). */
export const answeredByHandler: unique symbol = Symbol("answeredByHandler");

export type HandlerContext = {
  req: Request;
  res: Response;
  /** The transaction of the request's Idempotency-Key, when it has one: the change is made in it, with its key. */
  transaction: Database | undefined;
};

export type RouteHandler<Route> = (input: RouteInput<Route>, http: HandlerContext) => Promise<RouteAnswer<Route> | typeof answeredByHandler> | RouteAnswer<Route> | typeof answeredByHandler;

/** A handler with what its route needs around it on the HTTP side. */
export type RouteBinding<Route> = {
  handle: RouteHandler<Route>;
  /** Run before the input is validated, in order: sign-in checks, rate limits, cache headers, body parsers. */
  before?: readonly RequestHandler[];
  /** Wraps the validation and the handler, e.g. to run a check only when they fail. */
  around?: (run: RequestHandler) => RequestHandler;
  /** The body a request without one is validated as (an optional body: `{}`); absent, a missing body is invalid. */
  absentBody?: unknown;
  /** True where the service already checked the answer against the contract, so the busiest read is not checked twice. */
  answerCheckedByService?: boolean;
};

/** Either a bare handler or a handler with its HTTP surroundings. */
export type RouteEntry<Route> = RouteHandler<Route> | RouteBinding<Route>;

/** Handlers by route id, for the routes of one router. */
export type RouteHandlers = { readonly [Id in ApiRouteId]?: RouteEntry<ApiRouteOf<Id>> };

/**
 * Builds the API's routers from the route table: each handler is registered by its route's id, at the
 * route's method and path, with its input validated once here from the table's schemas, and its answer
 * checked against the table's response schema and sent with the table's status. `assertComplete` refuses
 * a table with a route no router registered, naming it, so a row added without a handler stops the server
 * from starting rather than answering 404.
 */
export function createRouteRegistry(table: readonly ApiRoute[], { idempotency }: { idempotency?: IdempotencyService } = {}) {
  const byId = new Map(table.map((route) => [route.operationId, route]));
  const registered = new Set<string>();
  const notServed = new Map<string, string>();

  const register = (router: Router, mountedAt: string, id: string, entry: RouteEntry<ApiRoute>) => {
    const route = byId.get(id);
    if (!route) throw new Error(`A handler is registered for ${id}, which the route table does not have`);
    if (registered.has(id)) throw new Error(`The route ${id} has two handlers`);
    if (route.path !== mountedAt && !route.path.startsWith(`${mountedAt}/`)) throw new Error(`The route ${id} (${route.path}) is not under ${mountedAt}, where its router is mounted`);
    registered.add(id);
    const binding = typeof entry === "function" ? { handle: entry } : entry;
    const run: RequestHandler = async (req, res) => {
      const key = route.idempotent ? req.get(IDEMPOTENCY_KEY_HEADER) : undefined;
      const checkedKey = key === undefined ? undefined : idempotencyKeySchema.safeParse(key);
      if (checkedKey && !checkedKey.success) throw AppError.badRequest(checkedKey.error.issues[0]?.message ?? "Invalid Idempotency-Key", { field: IDEMPOTENCY_KEY_HEADER });
      const input = {
        params: route.params?.parse(req.params),
        query: route.query?.parse(req.query),
        body: route.body?.parse(req.body ?? binding.absentBody),
      } as RouteInput<ApiRoute>;
      const answerTo = async (transaction: Database | undefined) => {
        const answer = await binding.handle(input, { req, res, transaction });
        if (answer === answeredByHandler || route.response === undefined || binding.answerCheckedByService) return answer;
        return answerOf(route.response, answer);
      };
      if (checkedKey?.success) {
        if (!idempotency) throw new Error(`The route ${id} takes an Idempotency-Key, and the registry was built without the idempotency service`);
        const kept = await idempotency.run(
          { userId: authOf(req).userId, key: checkedKey.data, method: req.method, path: req.baseUrl + req.path, body: req.body as unknown },
          async (transaction) => ({ status: route.successStatus, body: JSON.stringify(await answerTo(transaction)) }),
        );
        if (kept.replayed) res.setHeader("Idempotent-Replayed", "true");
        res.status(kept.status).type("application/json").send(kept.body);
        return;
      }
      send(res, route, await answerTo(undefined));
    };
    router[route.method](expressPath(route.path.slice(mountedAt.length) || "/"), ...(binding.before ?? []), binding.around ? binding.around(run) : run);
  };

  return {
    /** Registers each handler on `router`, which server/app.ts mounts at `mountedAt` (the API's own `/api` included). */
    mount(router: Router, mountedAt: `/api${string}`, handlers: RouteHandlers): Router {
      for (const [id, entry] of Object.entries(handlers) as [string, RouteEntry<ApiRoute> | undefined][]) if (entry) register(router, mountedAt, id, entry);
      return router;
    },
    /** A route deliberately left out of this server (a development helper in production), with why. */
    leaveOut(id: ApiRouteId, reason: string) {
      notServed.set(id, reason);
    },
    /** Throws, naming them, when routes of the table have no handler. */
    assertComplete() {
      const missing = table.filter((route) => !registered.has(route.operationId) && !notServed.has(route.operationId));
      if (missing.length > 0) {
        const names = missing.map((route) => `${route.operationId} (${route.method.toUpperCase()} ${route.path})`).join(", ");
        throw new Error(`The route table has routes with no handler: ${names}`);
      }
    },
    /** The ids that have a handler. */
    registered: (): ReadonlySet<string> => registered,
  };
}

export type RouteRegistry = ReturnType<typeof createRouteRegistry>;

/** A contract path (`/tasks/{id}/complete`) as Express writes it (`/tasks/:id/complete`). */
export function expressPath(path: string): string {
  return path.replace(/\{([^/}]+)\}/g, ":$1");
}

function send(res: Response, route: ApiRoute, answer: unknown) {
  if (answer === answeredByHandler) return;
  res.status(route.successStatus);
  if (route.successStatus === 204) res.end();
  else if (route.responseContentType) res.type(route.responseContentType).send(answer);
  else res.json(answer);
}
