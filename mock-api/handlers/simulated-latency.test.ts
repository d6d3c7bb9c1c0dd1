import { getResponse } from "msw";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { severalHomeAppliances } from "../fixtures/appliances.ts";
import { homeTasks } from "../fixtures/tasks.ts";
import { accountOf } from "./account.ts";
import { homeApplianceHandlers, onboardingHandlers } from "./appliances.ts";
import { defaultAuthHandlers } from "./auth.ts";
import { notificationCenter } from "./notifications.ts";
import { progressHandlers } from "./progress.ts";
import { taskHome } from "./tasks.ts";
import { chooseNetworkMode, networkMode, setNetworkMode, simulatedDelayMs, simulateWork } from "./simulated-latency.ts";

/*
 * The mock API's simulated delays (docs/product.md §9.5), measured on the fake clock: a request is
 * sent through the happy-path handlers and the clock moved by hand, so nothing here waits in real time.
 */

const origin = "http://localhost";

type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; body?: unknown };

const taskId = homeTasks()[0]?.id ?? "";
const appliances = severalHomeAppliances();
const applianceId = appliances[0]?.id ?? "";

/** The happy-path handlers over a home of their own, so no test sees what another changed. */
const freshHandlers = () => [
  ...defaultAuthHandlers,
  onboardingHandlers.ok,
  ...homeApplianceHandlers(appliances),
  ...taskHome(),
  ...notificationCenter(),
  ...progressHandlers.some(),
  ...progressHandlers.guideFinished(),
  ...accountOf(),
];

/** Sends one request through the handlers and reports whether its answer has arrived yet. */
function send({ method, path, body }: Call) {
  const request = new Request(`${origin}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
  });
  const answer = { response: undefined as Response | undefined, arrived: false };
  const pending = getResponse(freshHandlers(), request, { baseUrl: origin }).then((response) => {
    answer.response = response;
    answer.arrived = true;
    return response;
  });
  return { answer, pending };
}

/** Lets every promise that can settle without the clock moving settle. */
async function settle() {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

/** One request of each kind, against the happy-path handlers, with the time §9.5 gives it. */
const timedCalls: readonly (Call & { expectedMs: number })[] = [
  { method: "POST", path: "/api/appliances", body: { type: "refrigerator" }, expectedMs: 300 },
  { method: "POST", path: "/api/achievements/guide-finished", body: { taskId }, expectedMs: 300 },
  { method: "PUT", path: "/api/notifications/read-all", expectedMs: 300 },
  { method: "PUT", path: `/api/tasks/${taskId}/complete`, body: {}, expectedMs: 200 },
  { method: "PUT", path: `/api/tasks/${taskId}/snooze`, body: { days: 7 }, expectedMs: 200 },
  { method: "PUT", path: `/api/tasks/${taskId}/unsnooze`, expectedMs: 200 },
  { method: "PUT", path: "/api/users/profile", body: { name: "Robin" }, expectedMs: 200 },
  { method: "PUT", path: "/api/users/preferences", body: { theme: "dark" }, expectedMs: 200 },
  { method: "PUT", path: `/api/appliances/${applianceId}`, body: { brand: "Lennox" }, expectedMs: 200 },
  { method: "DELETE", path: `/api/appliances/${applianceId}`, expectedMs: 200 },
  { method: "DELETE", path: "/api/notifications", expectedMs: 200 },
  { method: "POST", path: "/api/users/onboarding-complete", body: { homeType: "house", appliances: [{ type: "refrigerator" }] }, expectedMs: 500 },
  { method: "GET", path: "/api/tasks/for-dashboard", expectedMs: 500 },
  { method: "GET", path: "/api/tasks?status=all", expectedMs: 500 },
];

/** Calls §9.5 gives no time: reads other than the task lists, and the server's own account calls. */
const untimedCalls: readonly Call[] = [
  { method: "GET", path: "/api/tasks/stats" },
  { method: "GET", path: "/api/appliances" },
  { method: "GET", path: "/api/auth/session" },
  { method: "POST", path: "/api/auth/login", body: { email: "robin@example.com", password: "a long passphrase" } },
];

beforeEach(() => {
  // Only the timers the delays use: the request bodies are read through streams that need the real ones.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  setNetworkMode("instant");
  vi.useRealTimers();
});

describe("the kinds of work and their times", () => {
  test("are docs/product.md §9.5's: 300 ms create and bulk update; 200 ms update, delete, snooze; 500 ms generation and refresh", () => {
    expect(simulatedDelayMs).toEqual({ create: 300, bulkUpdate: 300, update: 200, delete: 200, snooze: 200, generation: 500, refresh: 500 });
  });

  test("a module nobody configured answers at once, so unit tests using the handlers never wait", () => {
    expect(networkMode()).toBe("instant");
  });
});

describe("in realistic mode", () => {
  beforeEach(() => setNetworkMode("realistic"));

  test.each(timedCalls)("$method $path answers after $expectedMs ms, not before", async ({ expectedMs, ...call }) => {
    const { answer, pending } = send(call);
    await vi.advanceTimersByTimeAsync(expectedMs - 1);
    expect(answer.arrived).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response?.ok).toBe(true);
  });

  test.each(untimedCalls)("$method $path answers at once", async (call) => {
    const { answer } = send(call);
    await settle();
    expect(answer.arrived).toBe(true);
    expect(answer.response?.ok).toBe(true);
  });

  test("each kind of work waits its own time on the clock", async () => {
    for (const [work, ms] of Object.entries(simulatedDelayMs) as [keyof typeof simulatedDelayMs, number][]) {
      let done = false;
      void simulateWork(work).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(done, work).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done, work).toBe(true);
    }
  });
});

describe("in instant mode", () => {
  beforeEach(() => setNetworkMode("instant"));

  test.each(timedCalls)("$method $path answers without the clock moving", async ({ expectedMs: _expectedMs, ...call }) => {
    const { answer } = send(call);
    await settle();
    expect(answer.arrived).toBe(true);
    expect(answer.response?.ok).toBe(true);
    // Nothing was left waiting either: no delay was even started.
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("choosing the mode for a story", () => {
  test("an automated run's forced mode wins over the toolbar", () => {
    expect(chooseNetworkMode({ forced: "instant", chosen: "realistic" })).toBe("instant");
  });

  test("otherwise the toolbar's choice counts", () => {
    expect(chooseNetworkMode({ forced: undefined, chosen: "instant" })).toBe("instant");
    expect(chooseNetworkMode({ forced: undefined, chosen: "realistic" })).toBe("realistic");
  });

  test("with no choice, or one Storybook does not know, a person browsing sees the realistic times", () => {
    expect(chooseNetworkMode({ forced: undefined, chosen: undefined })).toBe("realistic");
    expect(chooseNetworkMode({ forced: undefined, chosen: "slow" })).toBe("realistic");
  });
});
