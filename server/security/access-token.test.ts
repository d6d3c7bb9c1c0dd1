import { describe, expect, test } from "vitest";
import { accessTokenLifetimeSeconds, createAccessTokens } from "./access-token.ts";

const secret = "a test signing secret, long enough for HS256 keys";
const userId = "0b7c4a57-7d34-4c5e-9a4e-4f4b5d1c2a10";

/** A clock the test moves by hand. */
function handClock(start: Date) {
  let now = start;
  return { now: () => now, advanceSeconds: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe("access tokens", () => {
  test("a token verified once still stops working when it expires", async () => {
    const clock = handClock(new Date("2026-11-25T12:00:00Z"));
    const tokens = createAccessTokens(secret, { now: clock.now });
    const token = await tokens.issue(userId, clock.now());
    expect(await tokens.verify(token)).toEqual({ userId });
    clock.advanceSeconds(accessTokenLifetimeSeconds - 1);
    expect(await tokens.verify(token)).toEqual({ userId });
    clock.advanceSeconds(1);
    expect(await tokens.verify(token)).toBeUndefined();
    expect(await tokens.verify(token)).toBeUndefined();
  });

  test("after the genuine token was verified, a changed copy of it is still refused", async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.issue(userId);
    expect(await tokens.verify(token)).toEqual({ userId });
    const [header, payload, signature] = token.split(".");
    const otherUser = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "someone-else" })).toString("base64url");
    expect(await tokens.verify(`${header}.${otherUser}.${signature}`)).toBeUndefined();
    // The first character: the last one's lowest bits are padding, so changing it may not change the signature.
    const flipped = `${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
  });

  test("a token signed with another secret is refused, whatever this server verified before", async () => {
    const ours = createAccessTokens(secret);
    expect(await ours.verify(await ours.issue(userId))).toEqual({ userId });
    const foreign = await createAccessTokens("another secret, just as long as the first one").issue(userId);
    expect(await ours.verify(foreign)).toBeUndefined();
  });

  test("a token issued before a restart, by a server holding the same secret, is still accepted", async () => {
    const before = createAccessTokens(secret);
    const token = await before.issue(userId);
    const after = createAccessTokens(secret);
    expect(await after.verify(token)).toEqual({ userId });
  });
});
