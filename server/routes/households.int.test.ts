import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { homeMembersResponseSchema } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { homeMembers } from "../db/schema.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await server.close();
});

/** The home made for a person at sign-up. */
async function homeIdOf(person: SignedInClient): Promise<string> {
  const [row] = await server.database.db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, person.user.id));
  return row!.homeId;
}

describe("a home's people (docs/product.md §6.5)", () => {
  test("a member sees everyone of the home, owners first, and which row is theirs", async () => {
    const alex = await signUp(server, { name: "Alex Morgan" });
    const sam = await signUp(server, { name: "Sam Lee" });
    const home = await homeIdOf(alex);
    // Until invitations exist, Sam joins Alex's home the way an accepted invitation will: a member row.
    await server.database.db.insert(homeMembers).values({ homeId: home, userId: sam.user.id, role: "member" });

    const asSam = await sam.client.get(`/api/homes/${home}/members`);
    expect(asSam.status).toBe(200);
    const { members } = homeMembersResponseSchema.parse(asSam.body);
    expect(members.map((member) => [member.name, member.role, member.isYou])).toEqual([
      ["Alex Morgan", "owner", false],
      ["Sam Lee", "member", true],
    ]);
  });

  test("someone who is not a member gets 404 for the home, as for one that does not exist or a mistyped id", async () => {
    const alex = await signUp(server);
    const stranger = await signUp(server);
    const home = await homeIdOf(alex);
    for (const id of [home, "6f1c2f7e-2b7c-4a4e-9a57-0a8f1b1e2c99", "not-a-home"]) {
      const response = await stranger.client.get(`/api/homes/${id}/members`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { code: "NOT_FOUND", message: "Home not found" } });
    }
  });

  test("signed out, the members are not listed", async () => {
    const alex = await signUp(server);
    const home = await homeIdOf(alex);
    alex.client.accessToken = undefined;
    expect((await alex.client.get(`/api/homes/${home}/members`)).status).toBe(401);
  });
});
