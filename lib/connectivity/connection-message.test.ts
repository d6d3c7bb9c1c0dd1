import { describe, expect, test } from "vitest";
import { connectionMessage, pendingChangesText } from "./connection-message.ts";

describe("pendingChangesText", () => {
  test.each([
    [1, "1 change waiting to sync"],
    [2, "2 changes waiting to sync"],
    [12, "12 changes waiting to sync"],
  ])("%i → %s (docs/product.md §4.13)", (count, text) => {
    expect(pendingChangesText(count)).toBe(text);
  });
});

describe("connectionMessage", () => {
  test.each([
    { facts: { online: true }, expected: null },
    { facts: { online: true, pendingChanges: 0, sync: "idle" as const }, expected: null },
    { facts: { online: false }, expected: { tone: "offline", label: "Offline" } },
    { facts: { online: false, pendingChanges: 2 }, expected: { tone: "offline", label: "Offline", pending: "2 changes waiting to sync", count: 2 } },
    // Nothing is sent while offline, so a sync state left over from before says nothing.
    { facts: { online: false, pendingChanges: 1, sync: "syncing" as const }, expected: { tone: "offline", label: "Offline", pending: "1 change waiting to sync", count: 1 } },
    { facts: { online: true, pendingChanges: 2, sync: "syncing" as const }, expected: { tone: "syncing", label: "Syncing", pending: "2 changes waiting to sync", count: 2 } },
    { facts: { online: true, pendingChanges: 3, sync: "failed" as const }, expected: { tone: "failed", label: "Sync failed", pending: "3 changes waiting to sync", count: 3 } },
    { facts: { online: true, pendingChanges: 2 }, expected: { tone: "pending", pending: "2 changes waiting to sync", count: 2 } },
  ])("$facts → $expected", ({ facts, expected }) => {
    expect(connectionMessage(facts)).toEqual(expected);
  });

  test.each([-1, 1.5, Number.NaN])("a count that is not a whole positive number (%d) counts as none", (pendingChanges) => {
    expect(connectionMessage({ online: true, pendingChanges })).toBeNull();
    expect(connectionMessage({ online: false, pendingChanges })).toEqual({ tone: "offline", label: "Offline" });
  });
});
