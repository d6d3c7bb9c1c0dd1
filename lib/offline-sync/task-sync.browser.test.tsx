import * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, test, vi } from "vitest";
import { LiveRegionProvider } from "@ui/live-region/index.ts";
import { ToastProvider } from "@ui/toast/index.ts";
import type { User } from "@domain/contract/index.ts";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { unreadableChangesMessage } from "@domain/messages.ts";
import { ApiError, createAccessTokenStore, createApiClient } from "@lib/http/index.ts";
import { AuthProvider } from "@lib/session/index.ts";
import { expectConsole } from "../../test-support/console-guard.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { OFFLINE_QUEUE_STORAGE_KEY } from "./offline-queue-storage.ts";
import { SYNC_FAILURE_MESSAGES } from "./task-change-queue.ts";
import { TaskSyncProvider, useTaskSync, type SendQueuedChange, type TaskSync } from "./task-sync.tsx";

const ana = {
  id: "user-ana",
  email: "ana@example.com",
  plan: "free",
  hasCompletedOnboarding: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  avatarUrl: null,
} satisfies User;

/** A completion with details as an older app stored it: a bare list, no owner, the minutes kept as text. */
const olderCompletion = {
  id: "1700000000000-abc123",
  createdAt: 1_700_000_000_000,
  attempts: 0,
  type: "complete",
  taskId: "task-filter",
  applianceId: "furnace",
  correlationId: "key-1",
  meta: { notes: "Filter was grey", timeSpentMinutes: "22" },
};

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

/**
 * Ana's signed-in frame, offline unless `online`, with the queue stored as `stored` and changes sent by
 * `answer`; hands back what the header would count.
 */
async function signedInWith(stored: string, { online = false, answer = () => Promise.resolve() }: { online?: boolean; answer?: SendQueuedChange } = {}) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  const storage = memoryStorage({ [OFFLINE_QUEUE_STORAGE_KEY]: stored });
  const send = vi.fn<SendQueuedChange>(answer);
  let pending: number | undefined;
  let syncState: TaskSync["sync"] | undefined;
  let unsettled: readonly OfflineQueueItem[] = [];
  function Header() {
    const sync = useTaskSync();
    pending = sync?.pendingCount;
    syncState = sync?.sync;
    unsettled = sync?.unsettled ?? [];
    return null;
  }
  const queryClient = new QueryClient();
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={queryClient}>
      <LiveRegionProvider>
        <ToastProvider duration={60_000}>
          <AuthProvider client={createApiClient({ tokens: createAccessTokenStore() })} initialState={{ status: "authenticated", user: ana, mode: "remote" }}>
            <TaskSyncProvider send={send} storage={storage}>
              <Header />
            </TaskSyncProvider>
          </AuthProvider>
        </ToastProvider>
      </LiveRegionProvider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(pending).toBeDefined());
  return { pending: () => pending, syncState: () => syncState, unsettled: () => unsettled, storage, send, queryClient };
}

const toastWith = (text: string) => [...document.querySelectorAll('[data-slot="toast"]')].some((toast) => toast.textContent?.includes(text));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a stored offline queue that was not of today's shape (docs/product.md §4.13, §4.16)", () => {
  test("an older queue is migrated, not emptied: its completion waits, counted in the header, and nothing is said", async () => {
    const { pending, storage } = await signedInWith(JSON.stringify([olderCompletion]));
    await vi.waitFor(() => expect(pending()).toBe(1));
    const stored = JSON.parse(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)!) as { items: { ownerId?: string; meta?: object }[] };
    expect(stored.items).toEqual([expect.objectContaining({ ownerId: "user-ana", meta: { notes: "Filter was grey" } })]);
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(0);
  });

  test("changes that cannot be read are not lost in silence: the person is told, and the rest still waits", async () => {
    expectConsole("warn", "The stored offline queue could not be read whole");
    const { pending } = await signedInWith(JSON.stringify([olderCompletion, { type: "undo", note: "no task" }]));
    const { title, description } = unreadableChangesMessage(1);
    await vi.waitFor(() => expect(toastWith(title)).toBe(true));
    expect(toastWith(description)).toBe(true);
    expect(pending()).toBe(1);
  });

  test("a value that is no queue at all says so too", async () => {
    expectConsole("warn", "The stored offline queue could not be read whole");
    await signedInWith("{half a write");
    await vi.waitFor(() => expect(toastWith(unreadableChangesMessage(null).title)).toBe(true));
  });
});

describe("the tabs of one browser share the queue (docs/product.md §4.13)", () => {
  type StoredQueue = { version: number; items: OfflineQueueItem[] };
  /** What another tab does: it writes the shared queue, and the browser tells every other tab. */
  function anotherTabWrites(storage: Pick<Storage, "getItem" | "setItem">, change: (queue: StoredQueue) => StoredQueue) {
    storage.setItem(OFFLINE_QUEUE_STORAGE_KEY, JSON.stringify(change(JSON.parse(storage.getItem(OFFLINE_QUEUE_STORAGE_KEY)!) as StoredQueue)));
    window.dispatchEvent(new StorageEvent("storage", { key: OFFLINE_QUEUE_STORAGE_KEY }));
  }

  test("a change another tab queued is counted here and kept off this tab's lists", async () => {
    const { pending, unsettled, storage } = await signedInWith(JSON.stringify([olderCompletion]));
    await vi.waitFor(() => expect(pending()).toBe(1));
    anotherTabWrites(storage, (queue) => ({
      ...queue,
      items: [...queue.items, { ...queue.items[0]!, id: "1700000000001-def456", taskId: "task-gutters", correlationId: "key-2" }],
    }));
    await vi.waitFor(() => expect(pending()).toBe(2));
    expect(unsettled().map((item) => item.taskId)).toEqual(["task-filter", "task-gutters"]);
  });

  test("a change another tab sent is read again here, and stays off the lists until it is", async () => {
    const { pending, unsettled, storage, queryClient } = await signedInWith(JSON.stringify([olderCompletion]));
    await vi.waitFor(() => expect(pending()).toBe(1));
    let listsRead: () => void = () => undefined;
    const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockImplementation(() => new Promise<void>((resolve) => (listsRead = resolve)));
    anotherTabWrites(storage, (queue) => ({ ...queue, items: [] }));
    await vi.waitFor(() => expect(pending()).toBe(0));
    expect(invalidate).toHaveBeenCalled();
    // Until the server's list is in, the completion sent elsewhere is still overlaid: the task does not flicker back.
    expect(unsettled().map((item) => item.taskId)).toEqual(["task-filter"]);
    listsRead();
    await vi.waitFor(() => expect(unsettled()).toEqual([]));
  });
});

describe("a waiting change the server refuses (docs/product.md §4.13)", () => {
  /** Details of a completed task, kept while offline with nothing left in them once cleaned. */
  const emptyDetails = { ...olderCompletion, type: "metadata", ownerId: "user-ana", meta: {} };

  test("a refusal no retry can cure (a 4xx) drops the change, once sent, and says so", async () => {
    const refused = new ApiError({ status: 400, code: "VALIDATION_FAILED", message: "Nothing to change" });
    const { pending, send } = await signedInWith(JSON.stringify([emptyDetails]), { online: true, answer: () => Promise.reject(refused) });
    await vi.waitFor(() => expect(toastWith(SYNC_FAILURE_MESSAGES.metadata)).toBe(true));
    expect(toastWith("Nothing to change")).toBe(true);
    expect(pending()).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test.each([
    [503, "UNAVAILABLE"],
    [429, "RATE_LIMITED"],
    [409, "IDEMPOTENCY_KEY_IN_USE"],
  ] as const)("a refusal that may pass (%i %s) keeps the change waiting, without a word", async (status, code) => {
    expectConsole("warn", "A waiting change could not be sent");
    const busy = new ApiError({ status, code, message: "Try again" });
    const { pending, syncState, send } = await signedInWith(JSON.stringify([emptyDetails]), { online: true, answer: () => Promise.reject(busy) });
    await vi.waitFor(() => expect(syncState()).toBe("failed"));
    expect(send).toHaveBeenCalled();
    expect(pending()).toBe(1);
    expect(document.querySelectorAll('[data-slot="toast"]')).toHaveLength(0);
  });
});
