import type { RequestHandler, Router } from "express";
import { ACCOUNT_EXPORT_FILE_NAMES } from "@domain/contract/index.ts";
import { apiRouter } from "../http/router.ts";
import { answeredByHandler, type RouteRegistry } from "../http/route-registry.ts";
import type { CalendarFeedService } from "../services/calendar-feed.ts";
import { noStore } from "../http/no-store.ts";
import type { UserService } from "../services/users.ts";
import type { RefreshCookie } from "../security/refresh-cookie.ts";
import { authOf } from "../security/require-auth.ts";
import { clientOf } from "../security/rate-limit.ts";

/** The export's names are plain ASCII, so the quoted form needs no encoding. */
const attachmentNamed = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * /api/users, where server/app.ts mounts it: the signed-in user's own profile, preferences, calendar
 * feed, plan, export and deletion.
 */
export function usersRoutes({
  registry,
  users,
  calendar,
  refreshCookie,
  requireAuth,
}: {
  registry: RouteRegistry;
  users: UserService;
  calendar: CalendarFeedService;
  refreshCookie: RefreshCookie;
  requireAuth: RequestHandler;
}): Router {
  const router = apiRouter();
  router.use(requireAuth, noStore);
  return registry.mount(router, "/api/users", {
    getProfile: async (_input, { req }) => users.profile(authOf(req)),
    updateProfile: async ({ body: { name } }, { req }) => users.updateProfile(authOf(req), { name }),
    updatePreferences: async ({ body }, { req }) => ({ preferences: await users.updatePreferences(authOf(req), body) }),
    getCalendarFeed: async (_input, { req }) => calendar.url(authOf(req)),
    regenerateCalendarFeed: async (_input, { req }) => calendar.regenerate(authOf(req)),
    getSubscription: async (_input, { req }) => users.subscription(authOf(req)),
    deleteAccount: async ({ body: { password } }, { req, res }) => {
      await users.deleteAccount(authOf(req), password, clientOf(req));
      refreshCookie.clear(res);
    },
    exportAccount: async (_input, { req, res }) => {
      const exported = await users.exportAccount(authOf(req));
      res.setHeader("Content-Disposition", attachmentNamed(ACCOUNT_EXPORT_FILE_NAMES.json));
      return exported;
    },
    exportAccountArchive: async (_input, { req, res }): Promise<typeof answeredByHandler> => {
      const entries = await users.exportArchive(authOf(req));
      const { writeZip } = await import("../files/zip-writer.ts");
      res.status(200);
      res.type("application/zip");
      res.setHeader("Content-Disposition", attachmentNamed(ACCOUNT_EXPORT_FILE_NAMES.zip));
      res.setHeader("X-Content-Type-Options", "nosniff");
      await writeZip(res, entries);
      return answeredByHandler;
    },
  });
}
