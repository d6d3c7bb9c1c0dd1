import type { Request, RequestHandler, Response, Router } from "express";
import { apiRouter } from "../http/router.ts";
import { ZodError } from "zod";
import {
  addApplianceRequestSchema,
  addApplianceResponseSchema,
  applianceParamsSchema,
  appliancesResponseSchema,
  completeTaskRequestSchema,
  completeTaskResponseSchema,
  type DashboardTasksResponse,
  markNotificationReadResponseSchema,
  migrationRequestSchema,
  migrationResponseSchema,
  notificationParamsSchema,
  notificationsResponseSchema,
  onboardingCompleteRequestSchema,
  onboardingCompleteResponseSchema,
  snoozeTaskRequestSchema,
  snoozeTaskResponseSchema,
  taskDetailsResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskMetadataRequestSchema,
  taskMetadataResponseSchema,
  taskParamsSchema,
  taskStatisticsResponseSchema,
  uncompleteTaskResponseSchema,
  unsnoozeTaskResponseSchema,
  updateApplianceRequestSchema,
  updateApplianceResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from "@domain/contract/index.ts";
import { TIME_ZONE_HEADER, timeZoneFromHeader } from "@domain/contract/time-zone.ts";
import { calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import { authOf, tokenUserOf } from "../security/require-auth.ts";
import type { ApplianceService } from "../services/appliances.ts";
import type { MigrationService } from "../services/migration.ts";
import type { NotificationService } from "../services/notifications.ts";
import type { MemberRequestContext, TaskRequestContext, TaskService } from "../services/tasks.ts";
import type { Database } from "../db/client.ts";
import type { Clock } from "../services/clock.ts";
import type { IdempotencyService } from "../services/idempotency.ts";
import type { HomeLocationService } from "../services/home-location.ts";
import { homeLocationRequestSchema, homeLocationResponseSchema } from "@domain/contract/home-location.ts";
import { AppError } from "../http/app-error.ts";
import { answerOf } from "../http/answer.ts";

function contextOf(req: Request): TaskRequestContext {
  return { ...authOf(req), timeZone: timeZoneFromHeader(req.get(TIME_ZONE_HEADER)) };
}

/**
 * The home's appliances, onboarding, tasks and notifications: every route needs a signed-in member.
 * Two routers: `busiest`, the dashboard, a completion and its undo, which server/app.ts mounts at
 * /api/tasks ahead of every other router, so that the app's most frequent requests are routed as
 * directly as the health check (decision 018, seventh addendum); and `rest`, mounted after the others.
 */
export function maintenanceRoutes({
  appliances,
  tasks,
  tasksOn,
  notifications,
  migration,
  idempotency,
  homeLocation,
  requireAuth,
  requireToken,
  clock,
}: {
  idempotency: IdempotencyService;
  migration: MigrationService;
  homeLocation: HomeLocationService;
  clock: Clock;
  appliances: ApplianceService;
  tasks: TaskService;
  /** The task service on a transaction: a change sent with an Idempotency-Key is made in its key's transaction. */
  tasksOn: (db: Database) => TaskService;
  notifications: NotificationService;
  requireAuth: RequestHandler;
  /** Checks the token alone, for the routes whose statements check the membership themselves. */
  requireToken: RequestHandler;
}): { busiest: Router; rest: Router } {
  const busiest = apiRouter();
  const router = apiRouter();
  const todayOf = (req: Request) => calendarDateInTimeZone(clock.now(), contextOf(req).timeZone);
  // A home's data is private to its members. Reads may be kept by the browser but must be revalidated
  // (their ETag turns an unchanged dashboard into a 304); answers to changes are never stored.
  const privateCaching: RequestHandler = (req, res, next) => {
    res.setHeader("Cache-Control", req.method === "GET" ? "private, no-cache" : "no-store");
    next();
  };
  // In `busiest`, out of reach of the `requireAuth` that `rest` puts on /tasks, which would read the
  // membership a second time: the dashboard's statement reads it with the tasks, and answers 401 to a
  // user with no home (decision 018).
  busiest.get("/for-dashboard", requireToken, privateCaching, async (req, res) => {
    // The service has already checked each task against the contract; the busiest read is not checked twice.
    const data = await tasks.forDashboard({ userId: tokenUserOf(req), timeZone: timeZoneFromHeader(req.get(TIME_ZONE_HEADER)) });
    res.json({ data } satisfies DashboardTasksResponse);
  });

  /**
   * A task change that a client may send twice (the offline queue replays a change whose answer was
   * lost): with an Idempotency-Key, a repeat gets the first answer and changes nothing. The change is
   * made with the task service it is given: with a key, the one on the key's transaction.
   */
  type TaskChange = (req: Request, tasks: TaskService) => Promise<unknown>;
  const idempotent =
    (change: TaskChange): RequestHandler =>
    async (req, res) => {
      const rawKey = req.get(IDEMPOTENCY_KEY_HEADER);
      if (rawKey === undefined) {
        res.json(await change(req, tasks));
        return;
      }
      const key = idempotencyKeySchema.safeParse(rawKey);
      if (!key.success) throw AppError.badRequest(key.error.issues[0]?.message ?? "Invalid Idempotency-Key", { field: IDEMPOTENCY_KEY_HEADER });
      const answer = await idempotency.run(
        { userId: authOf(req).userId, key: key.data, method: req.method, path: req.baseUrl + req.path, body: req.body as unknown },
        async (tx) => ({ status: 200, body: JSON.stringify(await change(req, tasksOn(tx))) }),
      );
      if (answer.replayed) res.setHeader("Idempotent-Replayed", "true");
      res.status(answer.status).type("application/json").send(answer.body);
    };

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
    (change: TaskChange): RequestHandler =>
    async (req, res, next) => {
      if (req.get(IDEMPOTENCY_KEY_HEADER) !== undefined) {
        await passRequireAuth(req, res);
        await idempotent(change)(req, res, next);
        return;
      }
      let answer: unknown;
      try {
        answer = await change(req, tasks);
      } catch (error) {
        if (error instanceof ZodError) await passRequireAuth(req, res);
        throw error;
      }
      res.json(answer);
    };
  const memberContextOf = (req: Request): MemberRequestContext => ({ userId: tokenUserOf(req), timeZone: timeZoneFromHeader(req.get(TIME_ZONE_HEADER)) });
  busiest.put(
    "/:id/complete",
    requireToken,
    privateCaching,
    memberChecked(async (req, taskService) => {
      const { id } = taskParamsSchema.parse(req.params);
      const metadata = completeTaskRequestSchema.parse(req.body ?? {});
      return answerOf(completeTaskResponseSchema, await taskService.complete(memberContextOf(req), id, metadata));
    }),
  );
  busiest.put(
    "/:id/uncomplete",
    requireToken,
    privateCaching,
    memberChecked(async (req, taskService) => {
      const { id } = taskParamsSchema.parse(req.params);
      return answerOf(uncompleteTaskResponseSchema, { data: await taskService.uncomplete(memberContextOf(req), id) });
    }),
  );

  for (const prefix of ["/users/onboarding-complete", "/migration", "/appliances", "/tasks", "/notifications", "/home"]) router.use(prefix, requireAuth, privateCaching);

  router.post("/users/onboarding-complete", async (req, res) => {
    const request = onboardingCompleteRequestSchema.parse(req.body);
    res.json(answerOf(onboardingCompleteResponseSchema, await appliances.completeOnboarding(authOf(req), request, todayOf(req))));
  });

  for (const path of ["/migration/local", "/migration/merge"]) {
    router.post(path, async (req, res) => {
      const request = migrationRequestSchema.parse(req.body);
      res.json(answerOf(migrationResponseSchema, await migration.migrate(contextOf(req), request, todayOf(req))));
    });
  }

  router.get("/home/location", async (req, res) => {
    res.json(answerOf(homeLocationResponseSchema, await homeLocation.get(authOf(req))));
  });
  router.put("/home/location", async (req, res) => {
    const { location } = homeLocationRequestSchema.parse(req.body);
    res.json(answerOf(homeLocationResponseSchema, await homeLocation.set(authOf(req), location, todayOf(req))));
  });

  router.get("/appliances", async (req, res) => {
    res.json(answerOf(appliancesResponseSchema, { data: await appliances.list(authOf(req)) }));
  });
  router.post("/appliances", async (req, res) => {
    const request = addApplianceRequestSchema.parse(req.body);
    res.status(201).json(answerOf(addApplianceResponseSchema, await appliances.add(authOf(req), request, todayOf(req))));
  });
  router.put("/appliances/:id", async (req, res) => {
    const { id } = applianceParamsSchema.parse(req.params);
    const changes = updateApplianceRequestSchema.parse(req.body);
    res.json(answerOf(updateApplianceResponseSchema, { data: await appliances.update(authOf(req), id, changes, todayOf(req)) }));
  });
  router.delete("/appliances/:id", async (req, res) => {
    const { id } = applianceParamsSchema.parse(req.params);
    await appliances.remove(authOf(req), id);
    res.status(204).end();
  });

  router.get("/tasks/stats", async (req, res) => {
    res.json(answerOf(taskStatisticsResponseSchema, { data: await tasks.statistics(contextOf(req)) }));
  });
  router.get("/tasks", async (req, res) => {
    const query = taskListQuerySchema.parse(req.query);
    res.json(answerOf(taskListResponseSchema, await tasks.list(contextOf(req), query)));
  });
  router.get("/tasks/:id/details", async (req, res) => {
    const { id } = taskParamsSchema.parse(req.params);
    res.json(answerOf(taskDetailsResponseSchema, { data: await tasks.details(contextOf(req), id) }));
  });
  router.put(
    "/tasks/:id/metadata",
    idempotent(async (req, taskService) => {
      const { id } = taskParamsSchema.parse(req.params);
      const metadata = taskMetadataRequestSchema.parse(req.body);
      return answerOf(taskMetadataResponseSchema, { data: await taskService.updateMetadata(contextOf(req), id, metadata) });
    }),
  );
  router.put(
    "/tasks/:id/snooze",
    idempotent(async (req, taskService) => {
      const { id } = taskParamsSchema.parse(req.params);
      const { days } = snoozeTaskRequestSchema.parse(req.body);
      return answerOf(snoozeTaskResponseSchema, { data: await taskService.snooze(contextOf(req), id, days) });
    }),
  );
  router.put(
    "/tasks/:id/unsnooze",
    idempotent(async (req, taskService) => {
      const { id } = taskParamsSchema.parse(req.params);
      return answerOf(unsnoozeTaskResponseSchema, { data: await taskService.unsnooze(contextOf(req), id) });
    }),
  );

  router.get("/notifications", async (req, res) => {
    res.json(answerOf(notificationsResponseSchema, { data: await notifications.list(authOf(req)) }));
  });
  router.put("/notifications/read-all", async (req, res) => {
    res.json(answerOf(notificationsResponseSchema, { data: await notifications.markAllRead(authOf(req)) }));
  });
  router.put("/notifications/:id/read", async (req, res) => {
    const { id } = notificationParamsSchema.parse(req.params);
    res.json(answerOf(markNotificationReadResponseSchema, { data: await notifications.markRead(authOf(req), id) }));
  });
  router.delete("/notifications", async (req, res) => {
    await notifications.clear(authOf(req));
    res.status(204).end();
  });

  return { busiest, rest: router };
}
