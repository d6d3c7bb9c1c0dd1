import type { Request, RequestHandler, Response, Router } from "express";
import { ZodError } from "zod";
import { IDEMPOTENCY_KEY_HEADER } from "@domain/contract/index.ts";
import { apiRouter } from "../http/router.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import { AppError } from "../http/app-error.ts";
import type { Database } from "../db/client.ts";
import type { TaskService } from "../services/tasks.ts";
import { contextOf, memberContextOf, privateCaching } from "./request-context.ts";

/**
 * The home's tasks: every route needs a signed-in member. Two routers: `busiest`, the dashboard, a
 * completion and its undo, which server/app.ts mounts at /api/tasks ahead of every other router, so that
 * the app's most frequent requests are routed as directly as the health check (decision 018, seventh
 * addendum); and `rest`, mounted at /api/tasks after the progress routes, whose /api/tasks/history it
 * must not shadow.
 */
export function taskRoutes({
  registry,
  tasks,
  tasksOn,
  requireAuth,
  requireToken,
}: {
  registry: RouteRegistry;
  tasks: TaskService;
  /** The task service on a transaction: a change sent with an Idempotency-Key is made in its key's transaction. */
  tasksOn: (db: Database) => TaskService;
  requireAuth: RequestHandler;
  /** Checks the token alone, for the routes whose statements check the membership themselves. */
  requireToken: RequestHandler;
}): { busiest: Router; rest: Router } {
  const tasksIn = (transaction: Database | undefined) => (transaction ? tasksOn(transaction) : tasks);

  /**
   * For the completion and its undo, whose statements check the membership themselves (decision 018):
   * whatever `requireAuth` would have refused before anything else still is. A request with an
   * Idempotency-Key (the key is kept for the user) goes through `requireAuth` first, and so does input
   * that fails validation before its 400 is answered.
   */
  const passRequireAuth = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      Promise.resolve(requireAuth(req, res, (error?: unknown) => (error ? reject(error instanceof Error ? error : AppError.unauthorized()) : resolve()))).catch(reject);
    });
  const memberChecked =
    (run: RequestHandler): RequestHandler =>
    async (req, res, next) => {
      if (req.get(IDEMPOTENCY_KEY_HEADER) !== undefined) {
        await passRequireAuth(req, res);
        await run(req, res, next);
        return;
      }
      try {
        await run(req, res, next);
      } catch (error) {
        if (error instanceof ZodError) await passRequireAuth(req, res);
        throw error;
      }
    };

  // In `busiest`, out of reach of the `requireAuth` that `rest` puts on /tasks, which would read the
  // membership a second time: the dashboard's statement reads it with the tasks, and answers 401 to a
  // user with no home (decision 018).
  const busiest = registry.mount(apiRouter(), "/api/tasks", {
    getDashboardTasks: {
      before: [requireToken, privateCaching],
      // The service has already checked each task against the contract; the busiest read is not checked twice.
      answerCheckedByService: true,
      handle: async (_input, { req }) => ({ data: await tasks.forDashboard(memberContextOf(req)) }),
    },
    completeTask: {
      before: [requireToken, privateCaching],
      around: memberChecked,
      absentBody: {},
      handle: async ({ params, body }, { req, transaction }) => tasksIn(transaction).complete(memberContextOf(req), params.id, body),
    },
    uncompleteTask: {
      before: [requireToken, privateCaching],
      around: memberChecked,
      handle: async ({ params }, { req, transaction }) => ({ data: await tasksIn(transaction).uncomplete(memberContextOf(req), params.id) }),
    },
  });

  const rest = apiRouter();
  rest.use(requireAuth, privateCaching);
  registry.mount(rest, "/api/tasks", {
    getAllHomesDashboard: async (_input, { req }) => ({ data: await tasks.forAllHomesDashboard(contextOf(req)) }),
    getTaskStatistics: async (_input, { req }) => ({ data: await tasks.statistics(contextOf(req)) }),
    listTasks: async ({ query }, { req }) => tasks.list(contextOf(req), query),
    getTaskDetails: async ({ params }, { req }) => ({ data: await tasks.details(contextOf(req), params.id) }),
    updateTaskMetadata: async ({ params, body }, { req, transaction }) => ({ data: await tasksIn(transaction).updateMetadata(contextOf(req), params.id, body) }),
    editCompletion: async ({ params, body }, { req, transaction }) => ({ data: await tasksIn(transaction).editCompletion(contextOf(req), params.id, body) }),
    snoozeTask: async ({ params, body }, { req, transaction }) => ({ data: await tasksIn(transaction).snooze(contextOf(req), params.id, body.days) }),
    unsnoozeTask: async ({ params }, { req, transaction }) => ({ data: await tasksIn(transaction).unsnooze(contextOf(req), params.id) }),
    assignTask: async ({ params, body }, { req, transaction }) => ({ data: await tasksIn(transaction).assign(contextOf(req), params.id, body) }),
  });
  return { busiest, rest };
}
