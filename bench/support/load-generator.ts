/**
 * The api bench's load generator, run by the bench as a child process of its own: autocannon times each
 * request on its own event loop, so whatever pauses that loop is counted into every request in flight.
 * In the bench's process it shared a heap with what seeding 10,000 homes left behind, and that heap's
 * collections ran during the measured runs (one of 91 ms during a dashboard run at 200 connections,
 * added to the 200 requests in flight at the time). Here it holds only the tokens and the routes' requests.
 *
 * The bench sends one `LoadSetup`, then a `LoadOrder` per run; each run is answered with autocannon's
 * result and the latency split below, once the route's data is put back (see `RouteLoad.tidy`).
 */
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { TIME_ZONE_HEADER } from "../../domain/contract/time-zone-header.ts";

export type Tokens = { readers: string[]; pool: { taskId: string; token: string }[] };
export type LoadSetup = { setup: { url: string; tokens: Tokens } };
export type LoadOrder = { run: { route: string; connections: number; seconds: number } };
/**
 * Latency in milliseconds. `held` is every response but each connection's first; `first` is each
 * connection's first. A run opens all its connections at once, so their first requests arrive together
 * and the last of them waits for all the others (at 200 connections, 200 dashboards at one instant), a
 * burst a run of a few seconds cannot dilute; `held` is the load as it holds, the tail the targets mean.
 */
export type LatencySplit = { held: { p50: number; p99: number }; first: { p50: number; max: number } };
export type LoadAnswer = { result: autocannon.Result; latency: LatencySplit } | { error: string };

/** What a route sends, and what puts its data back after a run that stopped in the middle of a sequence. */
type RouteLoad = { requests: autocannon.Request[]; tidy?: (url: string) => Promise<void> };
type Route = { name: string; load: (tokens: Tokens) => RouteLoad };

const csrfToken = randomBytes(24).toString("hex");
const csrf = { cookie: `csrf_token=${csrfToken}`, "x-csrf-token": csrfToken, "content-type": "application/json" };
/** The app sends its user's zone with every task request (lib/http/http-client.ts), and the server reads it for "today". */
const timeZone = { [TIME_ZONE_HEADER]: "America/New_York" };
/** The encodings a browser takes (Chrome's list): with them the server compresses the dashboard (decision 041). */
const browserEncodings = { "accept-encoding": "gzip, deflate, br, zstd" };

export const healthRouteName = "GET /api/health";
export const dashboardRouteName = "GET /api/tasks/for-dashboard";
export const compressedDashboardRouteName = "GET /api/tasks/for-dashboard, compressed as a browser asks";
export const completionRouteName = "PUT complete + uncomplete";

// Every request carries the CSRF cookie, as a browser's do after its first: without it each answer would mint a new one.
const routes: Route[] = [
  { name: healthRouteName, load: () => ({ requests: [{ method: "GET", path: "/api/health", headers: { cookie: csrf.cookie } }] }) },
  // The dashboard as an API client asks for it, without Accept-Encoding (every ratio since the first bench
  // is this one's), and as a browser asks for it, compressed: what the app's own reads cost.
  ...[
    { name: dashboardRouteName, encodings: {} },
    { name: compressedDashboardRouteName, encodings: browserEncodings },
  ].map(
    ({ name, encodings }): Route => ({
      name,
      load: ({ readers }) => ({
        requests: [
          {
            method: "GET",
            path: "/api/tasks/for-dashboard",
            setupRequest: (request) => ({
              ...request,
              headers: { cookie: csrf.cookie, ...timeZone, ...encodings, authorization: `Bearer ${readers[Math.floor(Math.random() * readers.length)]}` },
            }),
          },
        ],
      }),
    }),
  ),
  {
    name: completionRouteName,
    load: ({ pool }) => {
      let next = 0;
      const uncompletePath = (index: number) => `/api/tasks/${pool[index]!.taskId}/uncomplete`;
      const headersOf = (index: number) => ({ ...csrf, ...timeZone, authorization: `Bearer ${pool[index]!.token}` });
      // Tasks whose completion was sent and whose undo has not been answered yet.
      const unfinished = new Set<number>();
      // The tasks a run ended with unfinished. autocannon closes its connections at the end of a run, but
      // the server still carries out what it had been sent: at 200 connections on PGlite, a completion
      // sent just before the end was stored a quarter of a second later, after an undo sent at once had
      // found nothing to undo, and the task then answered the next run's completions with a 409 (about a
      // hundred a run). So a run's unfinished tasks sit out the next run and are undone after it, when
      // what was sent for them has long been carried out; then they take part again.
      let sittingOut = new Set<number>();
      const nextTask = () => {
        for (let tries = 0; tries < pool.length; tries++) {
          const index = next++ % pool.length;
          if (!unfinished.has(index) && !sittingOut.has(index)) return index;
        }
        throw new Error("every task of the completions' pool is in use: the pool needs more tasks than twice the connections");
      };
      return {
        requests: [
          {
            method: "PUT",
            setupRequest: (request, context: { index?: number }) => {
              const index = nextTask();
              context.index = index;
              unfinished.add(index);
              return { ...request, path: `/api/tasks/${pool[index]!.taskId}/complete`, body: "{}", headers: headersOf(index) };
            },
          },
          {
            method: "PUT",
            setupRequest: (request, context: { index?: number }) => ({ ...request, path: uncompletePath(context.index ?? 0), headers: headersOf(context.index ?? 0) }),
            onResponse: (status, _body, context: { index?: number }) => {
              if (status === 200 && context.index !== undefined) unfinished.delete(context.index);
            },
          },
        ],
        // The previous run's unfinished tasks undone one by one (one never completed answers 409 and stays
        // as it was); this run's sit out the next.
        tidy: async (url) => {
          for (const index of sittingOut) await (await fetch(`${url}${uncompletePath(index)}`, { method: "PUT", headers: headersOf(index) })).arrayBuffer();
          sittingOut = new Set(unfinished);
          unfinished.clear();
        },
      };
    },
  },
];

/** The routes the bench measures, in the order it measures them. */
export const routeNames = routes.map((route) => route.name);

/** The value at quantile `q` (0–1) of `values`, sorted in place; 0 when there are none. */
function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.max(0, Math.ceil(q * values.length) - 1))]!;
}

const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;

function load(url: string, name: string, requests: autocannon.Request[], connections: number, duration: number): Promise<{ result: autocannon.Result; latency: LatencySplit }> {
  const first: number[] = [];
  const held: number[] = [];
  const answered = new WeakSet<object>();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, requests }, (error: unknown, result) => {
      if (error) {
        reject(error instanceof Error ? error : new Error(`autocannon failed on ${name}`));
        return;
      }
      resolve({
        result,
        latency: {
          held: { p50: oneDecimal(quantile(held, 0.5)), p99: oneDecimal(quantile(held, 0.99)) },
          first: { p50: oneDecimal(quantile(first, 0.5)), max: oneDecimal(quantile(first, 1)) },
        },
      });
    });
    instance.on("response", (client, _status, _bytes, responseTime) => {
      if (answered.has(client)) held.push(responseTime);
      else {
        answered.add(client);
        first.push(responseTime);
      }
    });
  });
}

function serve(send: (answer: LoadAnswer) => void) {
  let setup: LoadSetup["setup"] | undefined;
  // One load per route for the whole bench: the completions go on through the pool where the last run stopped.
  const loads = new Map<string, RouteLoad>();
  process.on("message", (message: LoadSetup | LoadOrder) => {
    if ("setup" in message) {
      setup = message.setup;
      return;
    }
    void (async () => {
      try {
        if (!setup) throw new Error("the load generator was given a run before its setup");
        const route = routes.find((each) => each.name === message.run.route);
        if (!route) throw new Error(`no route is named ${message.run.route}`);
        const routeLoad = loads.get(route.name) ?? route.load(setup.tokens);
        loads.set(route.name, routeLoad);
        const figures = await load(setup.url, route.name, routeLoad.requests, message.run.connections, message.run.seconds);
        await routeLoad.tidy?.(setup.url);
        send(figures);
      } catch (error) {
        send({ error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
}

// Serves only when run as the bench's child; the bench itself imports this file for the routes' names.
if (process.send && process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  const channel = process.send.bind(process);
  serve((answer) => channel(answer));
}
