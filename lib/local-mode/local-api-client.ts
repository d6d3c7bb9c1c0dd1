import { z } from "zod";
import {
  addApplianceRequestSchema,
  completeTaskRequestSchema,
  editCompletionRequestSchema,
  guideFinishedRequestSchema,
  notificationParamsSchema,
  onboardingCompleteRequestSchema,
  homeLocationRequestSchema,
  requestValidationMessage,
  snoozeTaskRequestSchema,
  updateApplianceRequestSchema,
} from "@domain/contract/index.ts";
import { taskStatusFilterSchema } from "@domain/entities/task.ts";
import { TaskNotFoundError } from "@domain/tasks/task-list.ts";
import { ApiError, createAccessTokenStore, type ApiClient } from "@lib/http/index.ts";
import { LocalRefusal, LocalTaskConflictError, LocalUserUpdateError } from "./local-errors.ts";
import type { LocalMode } from "./local-mode.ts";

/** The code and words of a request local mode cannot answer: it needs the server, so an account. */
export const LOCAL_MODE_UNAVAILABLE = {
  code: "LOCAL_MODE_UNAVAILABLE",
  message: "This needs an account. Create one to use it; everything you did here comes with you.",
} as const;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handler = (request: { readonly params: readonly string[]; readonly query: URLSearchParams; readonly body: unknown }) => Promise<unknown>;
type Route = { readonly method: Method; readonly pattern: RegExp; readonly handle: Handler };

const data = async <T>(answer: Promise<T>) => ({ data: await answer });

/**
 * The routes a home in local mode answers in the browser (docs/product.md §4.16), with the bodies the
 * server would send. The same contract schemas check the requests, as the server checks them.
 */
function localRoutes(local: LocalMode): Route[] {
  const id = (params: readonly string[]) => decodeURIComponent(params[0] ?? "");
  return [
    { method: "GET", pattern: /^\/tasks\/for-dashboard$/, handle: () => data(local.tasks.dashboardTasks()) },
    { method: "GET", pattern: /^\/tasks\/stats$/, handle: () => data(local.tasks.statistics()) },
    { method: "GET", pattern: /^\/tasks\/history$/, handle: ({ query }) => local.tasks.history(Object.fromEntries(query.entries())) },
    { method: "GET", pattern: /^\/tasks\/history\/monthly$/, handle: () => data(local.tasks.monthlyHistory()) },
    {
      method: "GET",
      pattern: /^\/tasks$/,
      handle: async ({ query }) => {
        const tasks = await local.tasks.taskList(taskStatusFilterSchema.parse(query.get("status") ?? "all"));
        return { data: tasks, pagination: { page: 1, pageSize: Math.max(1, tasks.length), total: tasks.length } };
      },
    },
    { method: "GET", pattern: /^\/tasks\/([^/]+)\/details$/, handle: ({ params }) => data(local.tasks.taskDetails(id(params))) },
    { method: "PUT", pattern: /^\/tasks\/([^/]+)\/complete$/, handle: ({ params, body }) => local.tasks.complete(id(params), completeTaskRequestSchema.parse(body ?? {})) },
    { method: "PUT", pattern: /^\/tasks\/([^/]+)\/uncomplete$/, handle: ({ params }) => data(local.tasks.uncomplete(id(params))) },
    {
      method: "PUT",
      pattern: /^\/tasks\/([^/]+)\/metadata$/,
      handle: ({ params, body }) => data(local.tasks.updateMetadata(id(params), completeTaskRequestSchema.parse(body ?? {}))),
    },
    { method: "PUT", pattern: /^\/tasks\/([^/]+)\/completion$/, handle: ({ params, body }) => data(local.tasks.editCompletion(id(params), editCompletionRequestSchema.parse(body ?? {}))) },
    { method: "PUT", pattern: /^\/tasks\/([^/]+)\/snooze$/, handle: ({ params, body }) => data(local.tasks.snooze(id(params), snoozeTaskRequestSchema.parse(body).days)) },
    { method: "PUT", pattern: /^\/tasks\/([^/]+)\/unsnooze$/, handle: ({ params }) => data(local.tasks.unsnooze(id(params))) },
    // Everything kept here, as the account's export (docs/product.md §4.16): a file the person keeps.
    { method: "GET", pattern: /^\/users\/me\/export$/, handle: () => local.exportData() },
    { method: "POST", pattern: /^\/users\/onboarding-complete$/, handle: ({ body }) => local.home.completeOnboarding(onboardingCompleteRequestSchema.parse(body)) },
    // Where the home is (docs/product.md §5.7), kept in the browser with the same rescheduling as the server's.
    { method: "GET", pattern: /^\/home\/location$/, handle: () => local.home.location() },
    // The record's CSV is made here; its PDF needs the server, so an account (LOCAL_MODE_UNAVAILABLE).
    { method: "GET", pattern: /^\/home\/record\.csv$/, handle: ({ query }) => local.maintenanceRecordCsv({ applianceId: query.get("applianceId") ?? undefined }) },
    { method: "PUT", pattern: /^\/home\/location$/, handle: ({ body }) => local.home.setLocation(homeLocationRequestSchema.parse(body).location) },
    // The home's appliances, with the server's rules (docs/product.md §2.12, §4.8, §4.12). An appliance's id
    // is not checked to be a UUID as the server's are: the browser made it, and one it does not hold is a 404 either way.
    { method: "GET", pattern: /^\/appliances$/, handle: () => data(local.appliances.list()) },
    { method: "GET", pattern: /^\/appliances\/([^/]+)$/, handle: ({ params }) => data(local.appliances.record(id(params))) },
    { method: "POST", pattern: /^\/appliances$/, handle: ({ body }) => local.appliances.add(addApplianceRequestSchema.parse(body)) },
    { method: "PUT", pattern: /^\/appliances\/([^/]+)$/, handle: ({ params, body }) => data(local.appliances.update(id(params), updateApplianceRequestSchema.parse(body))) },
    { method: "DELETE", pattern: /^\/appliances\/([^/]+)$/, handle: ({ params }) => local.appliances.remove(id(params)) },
    // The notification center: what the server would have written for the home (an appliance added or
    // removed), kept in the browser. Reminders and summaries are the server's, and never come here.
    { method: "GET", pattern: /^\/notifications$/, handle: () => data(local.notifications.list()) },
    { method: "PUT", pattern: /^\/notifications\/read-all$/, handle: () => data(local.notifications.markAllRead()) },
    {
      method: "PUT",
      pattern: /^\/notifications\/([^/]+)\/read$/,
      handle: ({ params }) => data(local.notifications.markRead(notificationParamsSchema.parse({ id: id(params) }).id)),
    },
    { method: "DELETE", pattern: /^\/notifications$/, handle: () => local.notifications.clear() },
    { method: "GET", pattern: /^\/achievements$/, handle: () => data(local.tasks.achievements()) },
    {
      method: "POST",
      pattern: /^\/achievements\/guide-finished$/,
      handle: ({ body }) => data(local.tasks.guideFinished(guideFinishedRequestSchema.parse(body).taskId)),
    },
  ];
}

/** Routes every visitor may read from the server, account or not. */
const PUBLIC_SERVER_PATHS = /^\/catalog\//;


/** A local failure as the HTTP client reports a server's, so screens show the same words in both modes. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof LocalRefusal) return new ApiError({ code: error.code, message: error.message, status: error.status, details: error.details });
  if (error instanceof TaskNotFoundError) return new ApiError({ code: "NOT_FOUND", message: error.message, status: 404 });
  if (error instanceof LocalTaskConflictError) return new ApiError({ code: "CONFLICT", message: error.message, status: 409 });
  if (error instanceof LocalUserUpdateError) return new ApiError({ code: error.code, message: error.message, status: 404 });
  if (error instanceof z.ZodError) {
    return new ApiError({ code: "VALIDATION_FAILED", message: requestValidationMessage(error), status: 400, details: error.issues });
  }
  const message = error instanceof Error && error.message !== "" ? error.message : "Unexpected error";
  return new ApiError({ code: "LOCAL_STORAGE_ERROR", message, status: 500 });
}

/**
 * Local mode behind the HTTP client's own interface (docs/decisions/019-local-mode-behind-the-api-client.md):
 * the screens, their hooks, query keys and optimistic updates are the remote mode's, unchanged; only the
 * client they are given answers from the browser. Nothing here touches the network.
 */
export function createLocalApiClient(local: LocalMode, { server }: { readonly server?: ApiClient } = {}): ApiClient {
  const routes = localRoutes(local);

  async function request<T>(path: string, options: { method?: Method; body?: unknown; schema?: z.ZodType<T>; invalidMessage?: string; as?: "blob" } = {}): Promise<T> {
    const method = options.method ?? "GET";
    const url = new URL(path, "http://local.invalid");
    // The catalogue is the same for everyone and needs no account: it comes from the server (docs/product.md §4.16).
    if (server && PUBLIC_SERVER_PATHS.test(url.pathname)) return server.request(path, { ...options, authenticated: false });
    const match = routes.flatMap((route) => {
      if (route.method !== method) return [];
      const found = route.pattern.exec(url.pathname);
      return found ? [{ route, params: found.slice(1) }] : [];
    })[0];
    if (!match) throw new ApiError({ ...LOCAL_MODE_UNAVAILABLE, status: 501 });
    let answer: unknown;
    try {
      answer = await match.route.handle({ params: match.params, query: url.searchParams, body: options.body });
    } catch (error) {
      throw asApiError(error);
    }
    if (options.as === "blob" && answer instanceof Blob) return answer as T;
    if (!options.schema) return undefined as T;
    const parsed = options.schema.safeParse(answer);
    if (!parsed.success) throw new ApiError({ code: "INVALID_RESPONSE", message: options.invalidMessage ?? "Invalid response", details: parsed.error.issues });
    return parsed.data;
  }

  return {
    tokens: createAccessTokenStore(),
    request: (path, options) => request(path, options),
    get: (path, options) => request(path, { ...options, method: "GET" }),
    post: (path, body, options) => request(path, { ...options, method: "POST", body }),
    put: (path, body, options) => request(path, { ...options, method: "PUT", body }),
    delete: (path, options) => request(path, { ...options, method: "DELETE" }),
    refreshAccessToken: () => Promise.reject(new ApiError({ ...LOCAL_MODE_UNAVAILABLE, status: 501 })),
    probeSession: () => Promise.resolve({ ok: false }),
    // A home kept in the browser has no server session to end.
    onSessionEnded: () => () => undefined,
  };
}
