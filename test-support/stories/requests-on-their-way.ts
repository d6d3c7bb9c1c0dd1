/**
 * API requests a story has sent that MSW has not yet matched to a handler.
 *
 * The page's fetch goes to MSW's service worker, which hands the request back to the page to be matched
 * against the handlers in force when it arrives. A request the last story sent just before the page
 * switched to the next story (a screen's "who shares this home" list, asked once its content painted)
 * would be matched against the next story's handlers, and one that has none for it fails a story that
 * never asked. The stories' MSW loader waits for these before it swaps the handlers.
 */

type Fetch = typeof globalThis.fetch;

/** The part of MSW's life-cycle events this needs: a request has been taken up for matching. */
export type RequestStartEvents = {
  on: (event: "request:start", listener: (args: { request: Request }) => void) => void;
};

function requestKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

function isApiRequest(url: URL, page: URL): boolean {
  return url.origin === page.origin && (url.pathname === "/api" || url.pathname.startsWith("/api/"));
}

function addressOf(input: Parameters<Fetch>[0]): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

export type RequestsOnTheirWay = {
  /** How many API requests are sent and not yet taken up by MSW (nor settled). */
  count: () => number;
  /** Resolves once none is on its way, or after `limitMs` however many still are. */
  settled: (limitMs: number) => Promise<void>;
};

/**
 * Wraps `target.fetch` so every API request counts from its sending until MSW takes it up or it settles,
 * whichever comes first.
 */
export function trackRequestsOnTheirWay(target: { fetch: Fetch }, events: RequestStartEvents, pageAddress: string = globalThis.location.href): RequestsOnTheirWay {
  const page = new URL(pageAddress);
  const waiting = new Map<string, Set<symbol>>();
  const remove = (key: string, token: symbol) => {
    const tokens = waiting.get(key);
    if (!tokens) return;
    tokens.delete(token);
    if (tokens.size === 0) waiting.delete(key);
  };
  events.on("request:start", ({ request }) => {
    const key = requestKey(request.method, request.url);
    // Requests of one address are taken up in the order they were sent.
    const first = waiting.get(key)?.values().next().value;
    if (first) remove(key, first);
  });
  const send = target.fetch.bind(target);
  target.fetch = (input, init) => {
    const url = new URL(addressOf(input), page);
    if (!isApiRequest(url, page)) return send(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const key = requestKey(method, url.href);
    const token = Symbol(key);
    waiting.set(key, (waiting.get(key) ?? new Set()).add(token));
    return send(input, init).finally(() => remove(key, token));
  };
  const count = () => [...waiting.values()].reduce((total, tokens) => total + tokens.size, 0);
  return {
    count,
    settled: async (limitMs) => {
      const giveUpAt = performance.now() + limitMs;
      while (count() > 0 && performance.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
