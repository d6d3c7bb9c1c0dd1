import { describe, expect, test } from "vitest";
import { apiRouteTable } from "./route-table.ts";
import type { ApiRoute } from "./routes.ts";

/*
 * Which routes act on one home (docs/product.md §6.5): a route that reads or changes a home's data is marked
 * `home: true`, so the browser names the home in the X-Home-Id header, the server checks the membership, and
 * the generated test (server/routes/home-isolation.int.test.ts) covers it. These rules fail when a new route
 * forgets to say.
 */

const routes: readonly ApiRoute[] = apiRouteTable;

/** The tags whose routes are all about one home's contents. */
const homeDataTags = new Set(["tasks", "appliances", "notifications", "documents", "achievements", "home", "onboarding", "migration", "calendar"]);

/** Routes of those tags that are about every home of the caller at once, or reached without a session. */
const notOneHome = new Map<string, string>([
  ["getAllHomesDashboard", "the open tasks of every home of the caller, each labelled with its home"],
  ["getCalendarFeedIcs", "a calendar app's request: the feed's secret names the home, no session"],
]);

/** Signed-in routes about the caller alone: their account, session, preferences, tokens and channels, or all their homes. */
const callersOwn = new Set([
  "getMe",
  "logOutEverywhere",
  "changePassword",
  "resendVerificationEmail",
  "updatePreferences",
  "getSubscription",
  "deleteAccount",
  "exportAccount",
  "exportAccountArchive",
  "listApiTokens",
  "createApiToken",
  "revokeApiToken",
  "listDeliveryChannels",
  "getVapidPublicKey",
  "subscribePush",
  "unsubscribePush",
  "testPush",
  "setNtfyChannel",
  "setWebhookChannel",
  "setDeliveryChoices",
  "removeDeliveryChannel",
  "testDeliveryChannel",
  "listDeliveries",
  "listHomes",
  "createHome",
  "getAllHomesDashboard",
  // The invitation's link names the home; the caller joins it.
  "acceptInvitation",
]);

const namesHomeInPath = (route: ApiRoute) => route.path.includes("{homeId}");

describe("routes that act on one home", () => {
  test.each(routes.filter((route) => homeDataTags.has(route.tag) && !notOneHome.has(route.operationId)).map((route) => [route.operationId, route] as const))(
    "%s, of a home's data, is marked home: true",
    (_, route) => {
      expect(route.home).toBe(true);
    },
  );

  test.each(routes.filter((route) => route.auth).map((route) => [route.operationId, route] as const))(
    "%s says whose data it is: one home's (header or path) or the caller's own",
    (operationId, route) => {
      const kinds = [route.home === true, namesHomeInPath(route), callersOwn.has(operationId)].filter(Boolean);
      expect(kinds).toHaveLength(1);
    },
  );

  test("a public route never takes the home header, and every listed route exists", () => {
    expect(routes.filter((route) => !route.auth && route.home).map((route) => route.operationId)).toEqual([]);
    const ids = new Set(routes.map((route) => route.operationId));
    expect([...callersOwn, ...notOneHome.keys()].filter((id) => !ids.has(id))).toEqual([]);
  });
});
