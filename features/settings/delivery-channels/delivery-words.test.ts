import { describe, expect, test } from "vitest";
import type { Delivery } from "@domain/contract/index.ts";
import { deliveryResultInWords } from "./delivery-words.ts";

const base: Delivery = {
  id: "d",
  channel: "push",
  deviceLabel: "Pixel 8",
  eventKind: "test",
  title: "Hearthkeep test",
  status: "sent",
  attempts: 1,
  error: null,
  createdAt: "2026-12-07T08:01:00.000Z",
  settledAt: "2026-12-07T08:01:00.000Z",
};

describe("deliveryResultInWords (docs/product.md §2.17)", () => {
  test.each<[string, Partial<Delivery>, string]>([
    ["delivered to a device", {}, "Delivered to Pixel 8 at 08:01"],
    ["delivered to the webhook", { channel: "webhook", deviceLabel: null }, "Delivered to your webhook at 08:01"],
    [
      "a subscription the push service ended",
      { status: "gone", error: "the push service answered 410: the browser's subscription has ended" },
      "The push service refused: the push service answered 410: the browser's subscription has ended — turn notifications on again on that device",
    ],
    ["refused by ntfy", { channel: "ntfy", deviceLabel: null, status: "failed", error: "the ntfy server answered 403 Forbidden" }, "Not delivered to your ntfy topic: the ntfy server answered 403 Forbidden"],
    ["waiting for a retry", { status: "pending", attempts: 2, error: "no answer within 5 seconds" }, "Not delivered yet, trying again (2 of 5 tries): no answer within 5 seconds"],
    ["not sent yet", { status: "pending", attempts: 0 }, "Waiting to be sent to Pixel 8"],
  ])("%s", (_label, change, words) => {
    expect(deliveryResultInWords({ ...base, ...change }, "UTC")).toBe(words);
  });
});
