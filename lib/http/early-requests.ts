import { HOME_HEADER } from "@domain/contract/home-header.ts";
import { TIME_ZONE_HEADER } from "@domain/contract/time-zone-header.ts";
import { storedCurrentHomeId } from "./current-home.ts";
import { browserPendingSignOut } from "./pending-sign-out.ts";

/*
 * The requests a signed-in page's first paint waits on, started by the page's entry (app/main.tsx) while
 * the app's code is still on its way (docs/decisions/027-early-session-and-data-requests.md): the start-up
 * session probe, and then, with the access token it answers, the opened page's own data (the dashboard's
 * list, and the statistics its wording depends on). The HTTP client takes each answer in place of the
 * request it would have sent itself, once, so nothing is asked twice and the refresh cookie is still
 * presented once. Kept free of the app's code
 * (no zod, no React) because it runs before any of it has arrived. Nothing is sent ahead while this device
 * owes the server a sign-out (pending-sign-out.ts): the probe would buy a session with the cookie the
 * person signed out of, so the app's client tells the server first.
 */

export const DEFAULT_API_BASE_URL = "/api";
/** Where the app's API lives: `/api` on its own host unless the build sets VITE_API_BASE_URL. */
export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? DEFAULT_API_BASE_URL;
export const SESSION_PATH = "/auth/session";

/** A request sent ahead: its path, the token and home it was sent with, and its answer (null when none came). */
type EarlyRequest = { path: string; homeId: string | null; answer: Promise<{ bearer: string | null; response: Response | null }> };

export type EarlyRequests = {
  /**
   * The answer fetched ahead for this GET, handed over once: null when there is none for this path, token
   * and home (or it failed, and the caller should send its own request).
   */
  claim(path: string, bearer: string | null, homeId: string | null): Promise<Response | null> | null;
  /** Drops whatever was not claimed: the page it was for is no longer the one shown. */
  forget(): void;
};

export type EarlyRequestOptions = {
  baseUrl?: string;
  /** The API paths of the opened page's data, asked for side by side with the token the probe answers; none for other pages. */
  pageData?: readonly string[];
  fetch?: typeof fetch;
  /** The user's time zone for the page's data; asked only then, as its first reading costs the phone tens of milliseconds. */
  timeZone?: () => string | undefined;
  /** Whether this device signed out without the server being told; this browser's record by default. */
  signOutPending?: () => boolean;
  /** The home this device shows, for the page's data (docs/product.md §6.5); read from the app state's saved copy by default. */
  homeId?: () => string | null;
};

/** The browser's IANA time zone, which the client sends with its requests (http-client.ts uses this one too). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The access token of a probe's answer `{ ok: true, accessToken }`, read from a copy so the client still reads the original. */
async function accessTokenOf(probe: Response): Promise<string | null> {
  if (!probe.ok) return null;
  try {
    const session = (await probe.clone().json()) as unknown;
    if (typeof session !== "object" || session === null) return null;
    const { ok, accessToken } = session as { ok?: unknown; accessToken?: unknown };
    return ok === true && typeof accessToken === "string" ? accessToken : null;
  } catch {
    return null;
  }
}

export function createEarlyRequests(): EarlyRequests & { start(options: EarlyRequestOptions): void } {
  let waiting: EarlyRequest[] = [];
  return {
    start({ baseUrl = API_BASE_URL, pageData, fetch: fetchImpl = (...args) => globalThis.fetch(...args), timeZone = browserTimeZone, signOutPending = () => browserPendingSignOut.isPending(), homeId = () => storedCurrentHomeId() }) {
      if (signOutPending()) return;
      const root = baseUrl.replace(/\/+$/, "");
      // The headers the client sends with a GET (http-client.ts), so the server answers as it would answer the
      // client. The probe goes without the time zone, which the session does not use: reading it first is a long
      // task on a phone, which would hold back the page's first paint.
      const headers = (bearer: string | null, home: string | null) => {
        const values: Record<string, string> = { Accept: "application/json" };
        const zone = bearer ? timeZone() : undefined;
        if (zone) values[TIME_ZONE_HEADER] = zone;
        if (bearer) values.Authorization = `Bearer ${bearer}`;
        if (home) values[HOME_HEADER] = home;
        return values;
      };
      const get = (path: string, bearer: string | null, home: string | null = null) =>
        fetchImpl(`${root}${path}`, { method: "GET", headers: headers(bearer, home), credentials: "include" }).catch(() => null);
      const probe = get(SESSION_PATH, null);
      waiting.push({ path: SESSION_PATH, homeId: null, answer: probe.then((response) => ({ bearer: null, response })) });
      if (!pageData || pageData.length === 0) return;
      // The page's data is about the home this device shows, and asked for as soon as the probe has answered with a token.
      const home = homeId();
      const bearer = probe.then((response) => (response ? accessTokenOf(response) : null));
      for (const path of pageData) {
        waiting.push({ path, homeId: home, answer: bearer.then(async (token) => ({ bearer: token, response: token ? await get(path, token, home) : null })) });
      }
    },
    claim(path, bearer, homeId) {
      const index = waiting.findIndex((request) => request.path === path);
      if (index === -1) return null;
      const [request] = waiting.splice(index, 1);
      // An answer stands for the client's request only when sent with the token the client sends now, about the same home.
      if (!request || request.homeId !== homeId) return null;
      return request.answer.then((early) => (early.bearer === bearer ? early.response : null));
    },
    forget() {
      waiting = [];
    },
  };
}

/** The page's requests fetched ahead: started by app/main.tsx, claimed by the app's HTTP client. */
export const earlyRequests = createEarlyRequests();
