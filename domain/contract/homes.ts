import { z } from "zod";
import { serverTaskSchema } from "../entities/task.ts";
import type { ApiRoute } from "./routes.ts";
import { textSchema } from "./text.ts";

/**
 * The homes a person belongs to (docs/product.md §6.5): the list, a new one, its name and its deletion.
 * Routes about one home name it in their path (`{homeId}`) and answer 404 to a caller who is not its member;
 * the routes about a home's contents name it in the `X-Home-Id` header instead (`ApiRoute.home`).
 */

/** What a home's members know it by ("Lake cottage"): one line, as a person types it. */
export const HOME_NAME_MAX_LENGTH = 80;
export const homeNameSchema = textSchema()
  .trim()
  .min(1, "Give the home a name")
  .max(HOME_NAME_MAX_LENGTH, `A home's name is at most ${HOME_NAME_MAX_LENGTH} characters`)
  .refine((name) => !name.includes("\n") && !name.includes("\t"), "A home's name is one line");

export const homeRoleSchema = z.enum(["owner", "member"]);
export type HomeRole = z.infer<typeof homeRoleSchema>;

/**
 * One of the caller's homes: its name (null until someone names it; the app shows "My home"), the caller's
 * role in it, how many people belong to it, and whether its set-up is done.
 */
export const homeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  role: homeRoleSchema,
  memberCount: z.number().int().min(1),
  onboarded: z.boolean(),
  homeType: z.string().nullable(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

/** `GET /api/homes`: the caller's homes, the first one (the one a request naming no home is about) first. */
export const homesResponseSchema = z.object({ homes: z.array(homeSummarySchema) });
export type HomesResponse = z.infer<typeof homesResponseSchema>;

/** `POST /api/homes` (a new home) and `PUT /api/homes/{homeId}` (renaming): the home's name. */
export const homeNameRequestSchema = z.object({ name: homeNameSchema });
export type HomeNameRequest = z.infer<typeof homeNameRequestSchema>;

/** The path parameter of the routes about one home. Any text: one that is no home of the caller's is a 404. */
export const homeParamsSchema = z.object({ homeId: textSchema().min(1).max(200) });
export type HomeParams = z.infer<typeof homeParamsSchema>;

/** What a home nobody has named is called on screen. */
export const UNNAMED_HOME = "My home";

/** A home's name as people read it. */
export const homeNameOf = (home: { readonly name: string | null }): string => home.name ?? UNNAMED_HOME;

/** `POST /api/homes` and `PUT /api/homes/{homeId}`: the home as the list shows it. */
export const homeResponseSchema = homeSummarySchema;

/** A task of the "all my homes" dashboard: the dashboard's task, labelled with its home. */
export const allHomesTaskSchema = serverTaskSchema.extend({ homeId: z.uuid(), homeName: z.string().nullable() });
export type AllHomesTask = z.output<typeof allHomesTaskSchema>;

/** `GET /api/tasks/for-dashboard/all-homes`: the open tasks of every home of the caller, by days until due. */
export const allHomesDashboardResponseSchema = z.object({ data: z.array(allHomesTaskSchema) });
export type AllHomesDashboardResponse = z.output<typeof allHomesDashboardResponseSchema>;

export const homeRoutes = [
  { method: "get", path: "/api/homes", operationId: "listHomes", summary: "The homes the caller belongs to, with their role in each", tag: "homes", auth: true, tokens: "read", successStatus: 200, response: homesResponseSchema },
  { method: "post", path: "/api/homes", operationId: "createHome", summary: "Make another home, owned by the caller; its set-up follows", tag: "homes", auth: true, body: homeNameRequestSchema, successStatus: 201, response: homeResponseSchema },
  { method: "put", path: "/api/homes/{homeId}", operationId: "renameHome", summary: "Rename a home (its owners only)", tag: "homes", auth: true, params: homeParamsSchema, body: homeNameRequestSchema, successStatus: 200, response: homeResponseSchema },
  { method: "delete", path: "/api/homes/{homeId}", operationId: "deleteHome", summary: "Delete a home and everything it holds (its owners only)", tag: "homes", auth: true, params: homeParamsSchema, successStatus: 204 },
  { method: "get", path: "/api/tasks/for-dashboard/all-homes", operationId: "getAllHomesDashboard", summary: "Open tasks of every home the caller belongs to, each labelled with its home", tag: "tasks", auth: true, tokens: "read", successStatus: 200, response: allHomesDashboardResponseSchema },
] as const satisfies readonly ApiRoute[];
