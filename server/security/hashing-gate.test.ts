import { afterEach, describe, expect, test, vi } from "vitest";
import { AppError } from "../http/app-error.ts";
import { createHashingGate, type HashingPriority } from "./hashing-gate.ts";

afterEach(() => {
  vi.useRealTimers();
});

function heldWork() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: () => done, release };
}

describe("createHashingGate", () => {
  test("starts waiting work known devices first, then strangers, each in arrival order", async () => {
    const started: string[] = [];
    const gate = createHashingGate({ concurrency: 1, maxWaiting: 5, maxWaitMs: 60_000, retryAfterSeconds: 5 });
    const first = heldWork();
    const running = gate.run("stranger", first.work);
    const queued = (priority: HashingPriority, name: string) => gate.run(priority, () => void started.push(name));
    const all = [queued("stranger", "stranger 1"), queued("stranger", "stranger 2"), queued("known-device", "owner")];
    expect(gate.load()).toEqual({ running: 1, waiting: { "known-device": 1, stranger: 2 } });
    first.release();
    await Promise.all([running, ...all]);
    expect(started).toEqual(["owner", "stranger 1", "stranger 2"]);
  });

  test("refuses work at once with 503 SERVER_BUSY and Retry-After when its priority's queue is full", async () => {
    const gate = createHashingGate({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000, retryAfterSeconds: 7 });
    const first = heldWork();
    const running = gate.run("stranger", first.work);
    const waiting = gate.run("stranger", () => "done");
    const refusal = await gate.run("stranger", () => "never").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 503, code: "SERVER_BUSY", headers: { "Retry-After": "7" } });
    expect(() => gate.refuseWhenFull("stranger")).toThrow(AppError);
    // The known devices' queue has a place of its own.
    expect(() => gate.refuseWhenFull("known-device")).not.toThrow();
    const owner = gate.run("known-device", () => "owner");
    first.release();
    await expect(Promise.all([running, waiting, owner])).resolves.toEqual([undefined, "done", "owner"]);
  });

  test("refuses work that waited longer than the bound, and keeps its place for the others", async () => {
    vi.useFakeTimers();
    const gate = createHashingGate({ concurrency: 1, maxWaiting: 5, maxWaitMs: 3_000, retryAfterSeconds: 5 });
    const first = heldWork();
    const running = gate.run("stranger", first.work);
    const tooLate = gate.run("stranger", () => "late").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    const later = gate.run("stranger", () => "later");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await tooLate).toMatchObject({ status: 503, code: "SERVER_BUSY" });
    expect(gate.load().waiting.stranger).toBe(1);
    first.release();
    await expect(Promise.all([running, later])).resolves.toEqual([undefined, "later"]);
  });
});
