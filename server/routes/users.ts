import type { RequestHandler, Router } from "express";
import { apiRouter } from "../http/router.ts";
import {
  accountExportSchema,
  calendarFeedResponseSchema,
  deleteAccountRequestSchema,
  preferencesResponseSchema,
  profileResponseSchema,
  subscriptionResponseSchema,
  updatePreferencesRequestSchema,
  updateProfileRequestSchema,
} from "@domain/contract/index.ts";
import type { CalendarFeedService } from "../services/calendar-feed.ts";
import { noStore } from "../http/no-store.ts";
import type { UserService } from "../services/users.ts";
import type { RefreshCookie } from "../security/refresh-cookie.ts";
import { authOf } from "../security/require-auth.ts";
import { clientOf } from "../security/rate-limit.ts";
import { answerOf } from "../http/answer.ts";

/**
 * /api/users, where server/app.ts mounts it (the paths below are relative to it): the signed-in user's own
 * profile, preferences, calendar feed, plan, export and deletion.
 */
export function usersRoutes({
  users,
  calendar,
  refreshCookie,
  requireAuth,
}: {
  users: UserService;
  calendar: CalendarFeedService;
  refreshCookie: RefreshCookie;
  requireAuth: RequestHandler;
}): Router {
  const router = apiRouter();
  router.use(requireAuth, noStore);

  router.get("/profile", async (req, res) => {
    res.json(answerOf(profileResponseSchema, await users.profile(authOf(req))));
  });

  router.put("/profile", async (req, res) => {
    const { name } = updateProfileRequestSchema.parse(req.body);
    res.json(answerOf(profileResponseSchema, await users.updateProfile(authOf(req), { name })));
  });

  router.put("/preferences", async (req, res) => {
    const changes = updatePreferencesRequestSchema.parse(req.body);
    res.json(answerOf(preferencesResponseSchema, { preferences: await users.updatePreferences(authOf(req), changes) }));
  });

  router.get("/calendar", async (req, res) => {
    res.json(answerOf(calendarFeedResponseSchema, await calendar.url(authOf(req))));
  });

  router.post("/calendar/regenerate", async (req, res) => {
    res.json(answerOf(calendarFeedResponseSchema, await calendar.regenerate(authOf(req))));
  });

  router.get("/subscription", async (req, res) => {
    res.json(answerOf(subscriptionResponseSchema, await users.subscription(authOf(req))));
  });

  router.delete("/me", async (req, res) => {
    const { password } = deleteAccountRequestSchema.parse(req.body);
    await users.deleteAccount(authOf(req), password, clientOf(req));
    refreshCookie.clear(res);
    res.status(204).end();
  });

  router.get("/me/export", async (req, res) => {
    const exported = accountExportSchema.parse(await users.exportAccount(authOf(req)));
    res.setHeader("Content-Disposition", 'attachment; filename="hearthkeep-export.json"');
    res.json(exported);
  });

  return router;
}
