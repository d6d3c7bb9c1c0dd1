import { request, type Cookie } from "playwright";
import { APPLIANCE_IDS, type ApplianceId } from "../../domain/appliances/identifiers.ts";
import { CATALOG_TASKS } from "../../domain/catalog/tasks.ts";
import { previewMaintenanceYear } from "../../domain/scheduling/year-preview.ts";

export type SignedInHomeowner = {
  /** The session's cookies (refresh token and CSRF), ready for a browser. */
  cookies: Cookie[];
  openTasks: number;
};

/**
 * Appliances whose first schedule holds exactly `tasks` tasks. Counted as the server schedules them, by the
 * onboarding preview's rule: a task the whole home shares comes once, however many appliances list it
 * (docs/decisions/031-home-wide-tasks.md).
 */
export function appliancesForTaskCount(tasks: number): ApplianceId[] {
  const chosen: ApplianceId[] = [];
  let total = 0;
  for (const id of APPLIANCE_IDS) {
    const count = previewMaintenanceYear(CATALOG_TASKS, [...chosen, id]).taskCount;
    if (count === total || count > tasks) continue;
    chosen.push(id);
    total = count;
    if (total === tasks) return chosen;
  }
  throw new Error(`No set of appliances gives exactly ${tasks} tasks (closest: ${total}).`);
}

/**
 * A homeowner who signed up and set up a house through the real API, the way the browser does (the CSRF
 * cookie echoed in its header), with appliances that bring `openTasks` tasks.
 */
export async function signedInHomeowner(baseURL: string, openTasks: number): Promise<SignedInHomeowner> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get("/api/health");
    const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === "csrf_token")?.value;
    if (!csrf) throw new Error("The server set no csrf_token cookie.");
    const account = { email: `bench-${Date.now()}@example.com`, password: "correct horse battery staple", name: "Sam" };
    const signup = await api.post("/api/auth/signup", { data: account, headers: { "X-CSRF-Token": csrf } });
    if (signup.status() !== 201) throw new Error(`Sign-up failed: ${signup.status()} ${await signup.text()}`);
    const { accessToken } = (await signup.json()) as { accessToken: string };
    const headers = { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}` };
    const appliances = appliancesForTaskCount(openTasks).map((type) => ({ type }));
    const onboarding = await api.post("/api/users/onboarding-complete", { data: { homeType: "house", appliances }, headers });
    if (!onboarding.ok()) throw new Error(`Onboarding failed: ${onboarding.status()} ${await onboarding.text()}`);
    const dashboard = await api.get("/api/tasks/for-dashboard", { headers });
    const { data } = (await dashboard.json()) as { data: unknown[] };
    if (data.length !== openTasks) throw new Error(`The dashboard holds ${data.length} tasks, not ${openTasks}.`);
    return { cookies: (await api.storageState()).cookies, openTasks: data.length };
  } finally {
    await api.dispose();
  }
}
