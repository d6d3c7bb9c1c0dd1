import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEY_PREFIXES } from "@domain/entities/browser-storage-keys.ts";
import { fakePushPlatform, fakeSubscription } from "../../test-support/fake-push-platform.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { jsonAnswer, stubApiClient } from "../../test-support/stub-api-client.ts";
import { resubscribeIfDropped } from "./resubscribe.ts";

const userId = "user-1";
const oldDevice = "5a0c7a38-8d0e-4f1e-9d54-1b2f3c4d5e01";
const newDevice = "5a0c7a38-8d0e-4f1e-9d54-1b2f3c4d5e09";
const key = `${LOCAL_STORAGE_KEY_PREFIXES.pushDevice}${userId}`;
const device = (id: string) => ({ id, deviceLabel: "Chrome on Linux", createdAt: "2026-12-01T00:00:00.000Z", lastSuccessAt: null, lastDelivery: null });
const channels = (devices: string[]) => () =>
  jsonAnswer({ devices: devices.map(device), ntfy: null, webhook: null, choices: { reminder: [], "weekly-summary": [], achievement: [] } });

describe("resubscribeIfDropped (docs/product.md §2.17)", () => {
  test("the browser dropped it and the server still lists it: subscribes again, and the new device replaces the old", async () => {
    const storage = memoryStorage({ [key]: oldDevice });
    const platform = fakePushPlatform({ permission: "granted" });
    const { client, calls } = stubApiClient({
      "GET /api/delivery-channels": channels([oldDevice]),
      "GET /api/delivery-channels/vapid-public-key": () => jsonAnswer({ publicKey: "BPublicKey" }),
      "POST /api/delivery-channels/push": () => jsonAnswer({ data: device(newDevice) }, 201),
      [`DELETE /api/delivery-channels/push/${oldDevice}`]: () => new Response(null, { status: 204 }),
    });
    await expect(resubscribeIfDropped({ client, userId, platform, storage })).resolves.toBe("subscribed-again");
    expect(platform.calls).toEqual(["subscribe:BPublicKey"]);
    expect(await platform.currentSubscription()).toEqual(fakeSubscription);
    expect(storage.entries.get(key)).toBe(newDevice);
    expect(calls.at(-1)).toBe(`DELETE /api/delivery-channels/push/${oldDevice}`);
  });

  test("removed on the server: forgets it and subscribes nothing", async () => {
    const storage = memoryStorage({ [key]: oldDevice });
    const platform = fakePushPlatform({ permission: "granted" });
    const { client } = stubApiClient({ "GET /api/delivery-channels": channels([]) });
    await expect(resubscribeIfDropped({ client, userId, platform, storage })).resolves.toBe("removed-on-server");
    expect(storage.entries.has(key)).toBe(false);
    expect(platform.calls).toEqual([]);
  });

  test.each([
    ["a browser that was never subscribed", memoryStorage(), fakePushPlatform({ permission: "granted" }), "not-this-device"],
    ["a permission taken back", memoryStorage({ [key]: oldDevice }), fakePushPlatform({ permission: "denied" }), "cannot"],
  ] as const)("%s: asks the server nothing", async (_label, storage, platform, outcome) => {
    const { client, calls } = stubApiClient();
    await expect(resubscribeIfDropped({ client, userId, platform, storage })).resolves.toBe(outcome);
    expect(calls).toEqual([]);
  });
});
