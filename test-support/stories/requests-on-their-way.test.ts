import { describe, expect, test } from "vitest";
import { trackRequestsOnTheirWay, type RequestStartEvents } from "./requests-on-their-way.ts";

const page = "http://localhost:6006/iframe.html?id=some--story";

/** A page's fetch whose answers the test gives, and MSW's "request:start" the test fires. */
function harness() {
  const answers: (() => void)[] = [];
  const target = {
    fetch: (() =>
      new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response(null, { status: 204 })));
      })) as typeof globalThis.fetch,
  };
  let startListener: (args: { request: Request }) => void = () => undefined;
  const events: RequestStartEvents = { on: (_event, listener) => (startListener = listener) };
  const tracker = trackRequestsOnTheirWay(target, events, page);
  const takenUp = (method: string, url: string) => startListener({ request: new Request(new URL(url, page), { method }) });
  return { target, tracker, answers, takenUp };
}

describe("API requests on their way to MSW", () => {
  test("an API request counts from its sending until MSW takes it up", () => {
    const { target, tracker, takenUp } = harness();
    void target.fetch("/api/homes/h1/members");
    expect(tracker.count()).toBe(1);
    takenUp("GET", "/api/homes/h1/members");
    expect(tracker.count()).toBe(0);
  });

  test("one taken up of two sent to one address leaves the other counted", () => {
    const { target, tracker, takenUp } = harness();
    void target.fetch("/api/tasks", { method: "POST" });
    void target.fetch(new Request(new URL("/api/tasks", page), { method: "POST" }));
    takenUp("POST", "/api/tasks");
    expect(tracker.count()).toBe(1);
    takenUp("GET", "/api/tasks");
    expect(tracker.count()).toBe(1);
  });

  test("a request that settles without being taken up stops counting", async () => {
    const { target, tracker, answers } = harness();
    const answered = target.fetch(new URL("/api/health", page));
    answers[0]?.();
    await answered;
    expect(tracker.count()).toBe(0);
  });

  test("the page's own files and other sites are not counted", () => {
    const { target, tracker } = harness();
    void target.fetch("/assets/inter.woff2");
    void target.fetch("https://example.com/api/x");
    expect(tracker.count()).toBe(0);
  });

  test("settled waits until none is on its way", async () => {
    const { target, tracker, takenUp } = harness();
    void target.fetch("/api/notifications");
    let done = false;
    const settling = tracker.settled(60_000).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    takenUp("GET", "/api/notifications");
    await settling;
    expect(done).toBe(true);
  });
});
