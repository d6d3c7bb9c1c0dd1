import { HttpResponse } from "msw";
import { HOME_HEADER } from "@domain/contract/home-header.ts";
import {
  allHomesDashboardResponseSchema,
  homeNameRequestSchema,
  homesResponseSchema,
  homeSummarySchema,
  type AllHomesTask,
  type HomeSummary,
} from "@domain/contract/homes.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { homeTasks, newHomeTasks } from "../fixtures/tasks.ts";
import { mockPathOf, mockRoute } from "../route-mocks.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const homeUrls = {
  list: mockPathOf("listHomes"),
  create: mockPathOf("createHome"),
  home: mockPathOf("renameHome"),
  allHomesDashboard: mockPathOf("getAllHomesDashboard"),
} as const;

export const MAPLE_STREET_ID = "0b6f3c1e-6d2a-4c1f-9a51-2f5f0a9e1a01";
export const LAKE_COTTAGE_ID = "0b6f3c1e-6d2a-4c1f-9a51-2f5f0a9e1a02";
export const MUMS_FLAT_ID = "0b6f3c1e-6d2a-4c1f-9a51-2f5f0a9e1a03";

/** The one home every account has at first, still unnamed. */
export const oneHome: readonly HomeSummary[] = [{ id: MAPLE_STREET_ID, name: null, role: "owner", memberCount: 1, onboarded: true, homeType: "house" }];

/** A house shared with a partner, a holiday cottage, and a parent's flat kept as a member. */
export const severalHomes: readonly HomeSummary[] = [
  { id: MAPLE_STREET_ID, name: "Maple Street", role: "owner", memberCount: 2, onboarded: true, homeType: "house" },
  { id: LAKE_COTTAGE_ID, name: "Lake cottage", role: "owner", memberCount: 1, onboarded: true, homeType: "other" },
  { id: MUMS_FLAT_ID, name: "Mum's flat", role: "member", memberCount: 3, onboarded: true, homeType: "apartment" },
];

/** The tasks of each home of `severalHomes`, for the all-homes list. */
export function allHomesTasks(homes: readonly HomeSummary[] = severalHomes): AllHomesTask[] {
  const tasksOf = (index: number): ServerTask[] => (index === 0 ? homeTasks().slice(0, 4) : newHomeTasks().map((task) => ({ ...task, id: `${task.id}-${index}` })));
  return homes
    .flatMap((home, index) => tasksOf(index).map((task) => ({ ...task, homeId: home.id, homeName: home.name })))
    .sort((a, b) => a.daysUntilDue - b.daysUntilDue);
}

const serverError = () => refuse(500, errorBody("INTERNAL", "Something went wrong on our side. Please try again."));
const notFound = () => refuse(404, errorBody("NOT_FOUND", "Home not found"));

/**
 * The homes routes over a list of their own: creating, renaming and deleting change it, as the server does.
 * Only an owner renames or deletes; a home the list lacks answers 404.
 */
export function homeCenter(initial: readonly HomeSummary[] = severalHomes, { allHomes = allHomesTasks(initial) }: { allHomes?: readonly AllHomesTask[] } = {}) {
  let homes = initial.map((home) => ({ ...home }));
  let made = 0;
  const named = async (request: Request) => homeNameRequestSchema.safeParse(await request.json());
  return [
    mockRoute("listHomes", () => HttpResponse.json(homesResponseSchema.parse({ homes }))),
    mockRoute("createHome", async ({ request }) => {
      await simulateWork("create");
      const parsed = await named(request);
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_ERROR", parsed.error.issues[0]?.message ?? "The request is not valid"));
      made += 1;
      const home: HomeSummary = { id: `1c7e9a2b-0000-4000-8000-${String(made).padStart(12, "0")}`, name: parsed.data.name, role: "owner", memberCount: 1, onboarded: false, homeType: null };
      homes = [...homes, home];
      return HttpResponse.json(homeSummarySchema.parse(home), { status: 201 });
    }),
    mockRoute("renameHome", async ({ params, request }) => {
      await simulateWork("update");
      const home = homes.find((each) => each.id === params.homeId);
      if (!home) return notFound();
      if (home.role !== "owner") return refuse(403, errorBody("FORBIDDEN", "Only the home's owner can rename it"));
      const parsed = await named(request);
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_ERROR", parsed.error.issues[0]?.message ?? "The request is not valid"));
      const renamed = { ...home, name: parsed.data.name };
      homes = homes.map((each) => (each.id === home.id ? renamed : each));
      return HttpResponse.json(homeSummarySchema.parse(renamed));
    }),
    mockRoute("deleteHome", async ({ params }) => {
      await simulateWork("delete");
      const home = homes.find((each) => each.id === params.homeId);
      if (!home) return notFound();
      if (home.role !== "owner") return refuse(403, errorBody("FORBIDDEN", "Only the home's owner can delete it"));
      homes = homes.filter((each) => each.id !== home.id);
      return new HttpResponse(null, { status: 204 });
    }),
    mockRoute("getAllHomesDashboard", () =>
      HttpResponse.json(allHomesDashboardResponseSchema.parse({ data: allHomes.filter((task) => homes.some((home) => home.id === task.homeId)) })),
    ),
  ];
}

/** The home a request names (`X-Home-Id`), for a handler that answers per home; null when it names none. */
export const homeOfRequest = (request: Request): string | null => request.headers.get(HOME_HEADER);

export const homeHandlers = {
  one: () => homeCenter(oneHome),
  several: () => homeCenter(severalHomes),
  loading: () => [mockRoute("listHomes", neverAnswer)],
  failing: () => [mockRoute("listHomes", serverError)],
  /** The list loads; creating, renaming, deleting and the all-homes list fail. */
  refusingChanges: (homes: readonly HomeSummary[] = severalHomes) => [
    mockRoute("listHomes", () => HttpResponse.json(homesResponseSchema.parse({ homes }))),
    mockRoute("createHome", serverError),
    mockRoute("renameHome", serverError),
    mockRoute("deleteHome", serverError),
    mockRoute("getAllHomesDashboard", serverError),
  ],
};
