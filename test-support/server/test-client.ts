import { randomUUID } from "node:crypto";
import { authResponseSchema, type User } from "@domain/contract/index.ts";
import type { TestServer } from "./test-server.ts";

type Cookie = { value: string; path: string };

export type TestResponse<T = unknown> = { status: number; body: T; headers: Headers };

export type RequestOptions = {
  body?: unknown;
  /** Raw body text instead of JSON (for malformed-body tests). */
  rawBody?: string;
  /** A multipart/form-data body (an upload); fetch writes its Content-Type with the boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Send the CSRF header on state-changing requests (default true). */
  csrf?: boolean;
  /** Send the access token (default true, when the client has one). */
  auth?: boolean;
};

/**
 * An HTTP client for integration tests that behaves like the browser app: it keeps cookies (the
 * refresh token, csrf_token) with their paths, echoes csrf_token in X-CSRF-Token on state-changing
 * requests, and sends `Authorization: Bearer` once it holds an access token.
 */
export class TestClient {
  readonly cookies = new Map<string, Cookie>();
  accessToken: string | undefined;

  constructor(readonly baseURL: string) {}

  get csrfToken(): string | undefined {
    return this.cookies.get("csrf_token")?.value;
  }

  get refreshToken(): string | undefined {
    return this.cookies.get("refresh_token")?.value;
  }

  get<T = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<T>("GET", path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>("POST", path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>("PUT", path, { ...options, body });
  }
  delete<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>("DELETE", path, { ...options, body });
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const stateChanging = !["GET", "HEAD", "OPTIONS"].includes(method);
    if (stateChanging && options.csrf !== false && !this.csrfToken) await this.get("/api/health");
    const headers: Record<string, string> = {};
    const cookieHeader = [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join("; ");
    if (cookieHeader) headers.cookie = cookieHeader;
    if (stateChanging && options.csrf !== false && this.csrfToken) headers["x-csrf-token"] = this.csrfToken;
    if (options.auth !== false && this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    let body: string | FormData | undefined;
    if (options.form !== undefined) {
      body = options.form;
    } else if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers["content-type"] = "application/json";
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    const response = await fetch(`${this.baseURL}${path}`, { method, headers: { ...headers, ...options.headers }, body, redirect: "manual" });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  private storeCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = decodeURIComponent(pair.slice(separator + 1));
      const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.split("=")[1];
      const expires = attribute("expires");
      const removed = value === "" || attribute("max-age") === "0" || (expires !== undefined && new Date(expires).getTime() <= Date.now());
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attribute("path") ?? "/" });
    }
  }
}

/** A fresh address for each call, so tests never collide. */
export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export const testPassword = "correct horse battery staple";

export type SignedInClient = { client: TestClient; user: User; email: string; password: string };

/** Signs a new user up through `POST /api/auth/signup` and answers a client holding their session. */
export async function signUp(
  server: Pick<TestServer, "baseURL">,
  { email = uniqueEmail(), password = testPassword, name }: { email?: string; password?: string; name?: string } = {},
): Promise<SignedInClient> {
  const client = new TestClient(server.baseURL);
  const response = await client.post("/api/auth/signup", { email, password, ...(name ? { name } : {}) });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  const body = authResponseSchema.parse(response.body);
  client.accessToken = body.accessToken;
  return { client, user: body.user, email: body.user.email, password };
}

/** Signs an existing user in through `POST /api/auth/login`. */
export async function logIn(server: Pick<TestServer, "baseURL">, email: string, password = testPassword): Promise<SignedInClient> {
  const client = new TestClient(server.baseURL);
  const response = await client.post("/api/auth/login", { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  const body = authResponseSchema.parse(response.body);
  client.accessToken = body.accessToken;
  return { client, user: body.user, email: body.user.email, password };
}
