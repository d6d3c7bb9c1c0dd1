import { describe, expect, test } from "vitest";
import type { OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import { figuresWithWaitingChanges } from "./header-figures.ts";

const today = "2026-03-10";
const at = (instant: string) => Date.parse(instant);

let sequence = 0;
function change(type: OfflineQueueItem["type"], taskId: string, createdAt: number): OfflineQueueItem {
  sequence += 1;
  return { id: `${createdAt}-${sequence}`, createdAt, attempts: 0, type, taskId, applianceId: "appliance-1", correlationId: `change-${sequence}` };
}

describe("figuresWithWaitingChanges", () => {
  test("nothing waiting: the server's figures as they are", () => {
    expect(figuresWithWaitingChanges({ completed: 4, streak: 2 }, [], today, "UTC")).toEqual({ completed: 4, streak: 2 });
  });

  test("a new home's first completion, made offline today, counts as done and starts a streak", () => {
    const waiting = [change("complete", "task-1", at("2026-03-10T09:00:00Z"))];
    expect(figuresWithWaitingChanges({ completed: 0, streak: 0 }, waiting, today, "UTC")).toEqual({ completed: 1, streak: 1 });
  });

  test("a running streak keeps the server's figure: whether it counted today is not known here", () => {
    const waiting = [change("complete", "task-1", at("2026-03-10T09:00:00Z"))];
    expect(figuresWithWaitingChanges({ completed: 7, streak: 3 }, waiting, today, "UTC")).toEqual({ completed: 8, streak: 3 });
  });

  test("a completion queued on an earlier day starts no streak today", () => {
    const waiting = [change("complete", "task-1", at("2026-03-08T09:00:00Z"))];
    expect(figuresWithWaitingChanges({ completed: 0, streak: 0 }, waiting, today, "UTC")).toEqual({ completed: 1, streak: 0 });
  });

  test("today is the person's day: late evening in New York is already tomorrow in UTC", () => {
    const waiting = [change("complete", "task-1", at("2026-03-11T02:00:00Z"))];
    expect(figuresWithWaitingChanges({ completed: 0, streak: 0 }, waiting, today, "America/New_York")).toEqual({ completed: 1, streak: 1 });
    expect(figuresWithWaitingChanges({ completed: 0, streak: 0 }, waiting, today, "UTC")).toEqual({ completed: 1, streak: 0 });
  });

  test("a completion undone before it was sent counts for nothing; an undo of a counted completion takes one off", () => {
    const undoneAgain = [change("complete", "task-1", at("2026-03-10T09:00:00Z")), change("undo", "task-1", at("2026-03-10T09:01:00Z"))];
    expect(figuresWithWaitingChanges({ completed: 0, streak: 0 }, undoneAgain, today, "UTC")).toEqual({ completed: 0, streak: 0 });
    const undoOnly = [change("undo", "task-2", at("2026-03-10T09:00:00Z"))];
    expect(figuresWithWaitingChanges({ completed: 5, streak: 2 }, undoOnly, today, "UTC")).toEqual({ completed: 4, streak: 2 });
    expect(figuresWithWaitingChanges({ completed: 0, streak: 0 }, undoOnly, today, "UTC")).toEqual({ completed: 0, streak: 0 });
  });

  test("details added to a completion change no figure", () => {
    const details = [change("metadata", "task-1", at("2026-03-10T09:00:00Z"))];
    expect(figuresWithWaitingChanges({ completed: 2, streak: 0 }, details, today, "UTC")).toEqual({ completed: 2, streak: 0 });
  });
});
