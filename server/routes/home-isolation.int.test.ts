import { afterAll, beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { HOME_HEADER, addApplianceResponseSchema, dashboardTasksResponseSchema, type ApiRoute } from "@domain/contract/index.ts";
import { documentResponseSchema } from "@domain/contract/documents.ts";
import { apiRouteTable, type ApiRouteId } from "@domain/contract/route-table.ts";
import { defaultRateLimits } from "../config.ts";
import { findHomeIdOfMember } from "../db/repositories/users-repository.ts";
import { notifications } from "../db/schema.ts";
import { fixedClock, fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { snapshotOfHome } from "../../test-support/server/home-rows.ts";
import { signUp, type SignedInClient, type RequestOptions } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * docs/product.md §6.5: a member of one home asking for another home's data gets 404 and changes nothing.
 * Generated from the route table: every route marked `home: true` is asked with the other home in the
 * X-Home-Id header and that home's ids in its path, and every route naming `{homeId}` in its path is asked
 * with the other home there. A new route is covered as soon as it is in the table; one that takes a body or
 * path parameters needs its request in `requestOf` below, and the test says so when it has none.
 */

const TODAY = "2026-11-22";

/** What the other home holds, for the requests to name. */
type OtherHome = { homeId: string; ownerUserId: string; openTaskId: string; completedTaskId: string; applianceId: string; documentId: string; notificationId: string };

type Request = Pick<RequestOptions, "body" | "form"> & { params?: Record<string, string> };

let pngBytes: Buffer;
const pngForm = () => {
  const form = new FormData();
  form.append("kind", "photo");
  form.append("file", new Blob([new Uint8Array(pngBytes)], { type: "image/png" }), "boiler.png");
  return form;
};

/** The request each route is asked with: the other home's ids in its path, a body that would change something. */
const requestOf: Partial<Record<ApiRouteId, (other: OtherHome) => Request>> = {
  completeOnboarding: () => ({ body: { homeType: "condo", appliances: [{ type: "dishwasher" }] } }),
  setHomeLocation: () => ({ body: { location: { countryCode: "AU" } } }),
  migrateLocalData: () => ({ body: { strategy: "server_wins", appliances: [], completed: [], lastCompleted: {}, tasks: [], homeLocation: { countryCode: "AU" } } }),
  mergeLocalData: () => ({ body: { strategy: "server_wins", appliances: [], completed: [], lastCompleted: {}, tasks: [], homeLocation: { countryCode: "AU" } } }),
  completeTask: (other) => ({ params: { id: other.openTaskId }, body: {} }),
  uncompleteTask: (other) => ({ params: { id: other.completedTaskId } }),
  updateTaskMetadata: (other) => ({ params: { id: other.completedTaskId }, body: { notes: "Someone else's note" } }),
  editCompletion: (other) => ({ params: { id: other.completedTaskId }, body: { notes: "Someone else's note" } }),
  snoozeTask: (other) => ({ params: { id: other.openTaskId }, body: { days: 3 } }),
  unsnoozeTask: (other) => ({ params: { id: other.openTaskId } }),
  getTaskDetails: (other) => ({ params: { id: other.openTaskId } }),
  markNotificationRead: (other) => ({ params: { id: other.notificationId } }),
  addAppliance: () => ({ body: { type: "dishwasher" } }),
  updateAppliance: (other) => ({ params: { id: other.applianceId }, body: { name: "Not yours" } }),
  removeAppliance: (other) => ({ params: { id: other.applianceId } }),
  recordGuideFinished: (other) => ({ body: { taskId: other.openTaskId } }),
  uploadDocument: () => ({ form: pngForm() }),
  downloadDocument: (other) => ({ params: { id: other.documentId } }),
  getDocumentThumbnail: (other) => ({ params: { id: other.documentId } }),
  updateDocument: (other) => ({ params: { id: other.documentId }, body: { name: "Not yours" } }),
  deleteDocument: (other) => ({ params: { id: other.documentId } }),
  updateProfile: () => ({ body: { name: "Someone" } }),
  renameHome: (other) => ({ params: { homeId: other.homeId }, body: { name: "Not yours" } }),
  deleteHome: (other) => ({ params: { homeId: other.homeId } }),
  assignTask: (other) => ({ params: { id: other.openTaskId }, body: { userId: member.user.id } }),
  getAppliance: (other) => ({ params: { id: other.applianceId } }),
  getWarranty: (other) => ({ params: { id: other.applianceId } }),
  setWarranty: (other) => ({ params: { id: other.applianceId }, body: { startsOn: "2026-01-10", lengthMonths: 24 } }),
  removeWarranty: (other) => ({ params: { id: other.applianceId } }),
  listHomeMembers: (other) => ({ params: { homeId: other.homeId } }),
  changeMemberRole: (other) => ({ params: { homeId: other.homeId, userId: other.ownerUserId }, body: { role: "member" } }),
  removeMember: (other) => ({ params: { homeId: other.homeId, userId: other.ownerUserId } }),
  leaveHome: (other) => ({ params: { homeId: other.homeId } }),
  transferOwnership: (other) => ({ params: { homeId: other.homeId }, body: { userId: member.user.id } }),
  listInvitations: (other) => ({ params: { homeId: other.homeId } }),
  createInvitation: (other) => ({ params: { homeId: other.homeId }, body: { email: "not-yours@example.com" } }),
  withdrawInvitation: (other) => ({ params: { homeId: other.homeId, invitationId: "6f1c2f7e-2b7c-4a4e-9a57-0a8f1b1e2c99" } }),
};

const routes: readonly ApiRoute[] = apiRouteTable;
const homeRoutes = routes.filter((route) => route.home === true || route.path.includes("{homeId}"));
const needsRequest = (route: ApiRoute) => route.params !== undefined || route.body !== undefined;

let server: TestServer;
let member: SignedInClient;
let other: OtherHome;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: fixedClock(`${TODAY}T15:00:00Z`) });
  pngBytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c0392b" } }).png().toBuffer();

  member = await signUp(server);
  expect((await member.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }] })).status).toBe(200);

  const owner = await signUp(server);
  expect((await owner.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "sump-pump" }] })).status).toBe(200);
  const homeId = (await findHomeIdOfMember(server.database.db, owner.user.id))!;
  const appliance = addApplianceResponseSchema.parse((await owner.client.post("/api/appliances", { type: "dishwasher" })).body).data;
  const [toComplete, open] = dashboardTasksResponseSchema.parse((await owner.client.get("/api/tasks/for-dashboard")).body).data;
  expect((await owner.client.put(`/api/tasks/${toComplete!.id}/complete`, { notes: "Done" })).status).toBe(200);
  const document = documentResponseSchema.parse((await owner.client.request("POST", "/api/documents", { form: pngForm() })).body).data;
  const [notification] = await server.database.db.insert(notifications).values({ homeId, type: "info", kind: "task-due", title: "Due soon", message: "A task is due" }).returning();
  other = { homeId, ownerUserId: owner.user.id, openTaskId: open!.id, completedTaskId: toComplete!.id, applianceId: appliance.id, documentId: document.id, notificationId: notification!.id };
});
afterAll(async () => {
  await server.close();
});

function pathOf(route: ApiRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.operationId}: requestOf gives no ${name}`);
    return encodeURIComponent(value);
  });
}

describe("a member of one home asking for another home's data", () => {
  test("every home route that takes a body or path parameters has its request here", () => {
    expect(homeRoutes.filter((route) => needsRequest(route) && !(route.operationId in requestOf)).map((route) => route.operationId)).toEqual([]);
  });

  test.each(homeRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path} (${route.operationId})`, route] as const))("%s answers 404 and changes nothing", async (_, route) => {
    const request = requestOf[route.operationId as ApiRouteId]?.(other) ?? {};
    const before = await snapshotOfHome(server.database.db, other.homeId);
    const response = await member.client.request(route.method.toUpperCase(), pathOf(route, request.params), {
      ...(request.body !== undefined && { body: request.body }),
      ...(request.form && { form: request.form }),
      headers: { [HOME_HEADER]: other.homeId },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(response.body).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect(await snapshotOfHome(server.database.db, other.homeId)).toEqual(before);
  });

  // Without the header a request is about the caller's own first home: the other home's ids are not found there either.
  const routesNamingIds = homeRoutes.filter((route) => route.home === true && route.params !== undefined);
  test.each(routesNamingIds.map((route) => [`${route.method.toUpperCase()} ${route.path} (${route.operationId})`, route] as const))(
    "%s with no header and the other home's ids answers 404 and changes nothing",
    async (_, route) => {
      const request = requestOf[route.operationId as ApiRouteId]!(other);
      const before = await snapshotOfHome(server.database.db, other.homeId);
      const response = await member.client.request(route.method.toUpperCase(), pathOf(route, request.params), {
        ...(request.body !== undefined && { body: request.body }),
        ...(request.form && { form: request.form }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(404);
      expect(await snapshotOfHome(server.database.db, other.homeId)).toEqual(before);
    },
  );
});
