import { z } from "zod";
import { accountRoutes } from "./account-routes.ts";
import { deliveryChannelRoutes } from "./delivery-channels.ts";
import { documentRoutes } from "./documents.ts";
import { householdRoutes } from "./households.ts";
import { homeRoutes } from "./homes.ts";
import { maintenanceRecordRoutes } from "./maintenance-record.ts";
import { apiTokenRoutes } from "./api-tokens.ts";
import { progressRoutes } from "./progress.ts";
import { taskEngineRoutes, type ApiRoute } from "./routes.ts";
import { warrantyRoutes } from "./warranties.ts";

/** The API's description of itself, served beside the routes it describes. */
const metaRoutes = [
  {
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This document",
    tag: "meta",
    auth: false,
    tokens: "read",
    successStatus: 200,
    response: z.record(z.string(), z.unknown()),
  },
] as const satisfies readonly ApiRoute[];

/**
 * Every route the API serves, keyed by its operationId: the server registers a handler by it
 * (server/http/route-registry.ts), the mock API a handler (mock-api/route-mocks.ts), the browser calls it
 * (`callRoute`), and the OpenAPI document is built from it.
 */
export const apiRouteTable = [...accountRoutes, ...apiTokenRoutes, ...taskEngineRoutes, ...progressRoutes, ...deliveryChannelRoutes, ...documentRoutes, ...warrantyRoutes, ...maintenanceRecordRoutes, ...homeRoutes, ...householdRoutes, ...metaRoutes] as const satisfies readonly ApiRoute[];

export type ApiRouteId = (typeof apiRouteTable)[number]["operationId"];
export type ApiRouteOf<Id extends ApiRouteId> = Extract<(typeof apiRouteTable)[number], { readonly operationId: Id }>;

const routesById = new Map<string, ApiRoute>(apiRouteTable.map((route) => [route.operationId, route]));

/** The table's row of a route id. */
export function apiRouteOf<Id extends ApiRouteId>(id: Id): ApiRouteOf<Id> {
  const route = routesById.get(id);
  if (!route) throw new Error(`The route table has no route ${id}`);
  return route as ApiRouteOf<Id>;
}
