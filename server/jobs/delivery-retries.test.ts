import { describe, expect, test } from "vitest";
import { loadConfig } from "../config.ts";
import { deliveryRetryOptions, retryWaits } from "./delivery-retries.ts";

const minutes = (seconds: number) => seconds / 60;

describe("a failed delivery's retries (docs/decisions/081-notification-channels.md)", () => {
  // The options the queue is made with, from the delay a server is configured with.
  const options = deliveryRetryOptions(loadConfig({}).deliveryRetryDelaySeconds);
  const waits = retryWaits(options);

  test("five tries in all: the first and four retries", () => {
    expect(options.retryLimit + 1).toBe(5);
    expect(waits).toHaveLength(4);
  });

  test("the retries wait at least 3, 6, 12 and 24 minutes, each at most twice that, the last capped at 24", () => {
    expect(waits.map(({ shortest, longest }) => [minutes(shortest), minutes(longest)])).toEqual([
      [3, 6],
      [6, 12],
      [12, 24],
      [24, 24],
    ]);
  });

  test("the last try comes 45 to 66 minutes after the first: about an hour", () => {
    const sum = (pick: (wait: { shortest: number; longest: number }) => number) => waits.reduce((total, wait) => total + pick(wait), 0);
    expect(minutes(sum((wait) => wait.shortest))).toBe(45);
    expect(minutes(sum((wait) => wait.longest))).toBe(66);
  });
});
