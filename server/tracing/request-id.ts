import { AsyncLocalStorage } from "node:async_hooks";

/** The id pino-http gave the request being served, for every log line written while it is served. */
export const requestIds = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
