import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  acceptInvitationResponseSchema,
  homeInvitationSchema,
  homeInvitationsResponseSchema,
  homeMembersResponseSchema,
  invitationViewSchema,
  meResponseSchema,
  notificationsResponseSchema,
  profileResponseSchema,
} from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { homeMembers, homes, notifications } from "../db/schema.ts";
import { recipientOf, startSmtpCapture, type SmtpCapture } from "../../test-support/server/smtp-capture.ts";
import { logIn, signUp, TestClient, uniqueEmail, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/** A clock the test moves by hand, so a week passes without waiting for it. */
const clock = (() => {
  let instant = new Date("2026-12-07T10:00:00Z").getTime();
  return { now: () => new Date(instant), advance: (ms: number) => (instant += ms) };
})();
const day = 24 * 60 * 60 * 1000;
const invitationsPerHome = 4;
const linkRequestsPerClient = 200;

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const rateLimits = {
    ...defaultRateLimits,
    signupPerIp: { limit: 1000, windowMs: 60_000 },
    invitationsPerHome: { limit: invitationsPerHome, windowMs: day },
    invitationAnswersPerIp: { limit: linkRequestsPerClient, windowMs: 60 * 60_000 },
  };
  server = await startTestServer({ rateLimits, smtpUrl: smtp.url, appUrl: "https://hearthkeep.test" }, { clock });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The home made for a person at sign-up. */
async function homeIdOf(person: SignedInClient): Promise<string> {
  const [row] = await server.database.db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, person.user.id));
  return row!.homeId;
}

/**
 * The invitation e-mail is sent after the answer; the test waits for it to arrive, then reads its link's token
 * (one other than `earlier`, the token of an invitation mailed to the address before).
 */
async function invitationTokenSentTo(email: string, earlier?: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => {
      const message = smtp.messages.findLast((candidate) => recipientOf(candidate) === email);
      const link = message?.text ? /https:\/\/hearthkeep\.test\/invitations\/(\S+)/.exec(message.text)?.[1] : undefined;
      token = link === undefined ? undefined : decodeURIComponent(link);
      return token !== undefined && token !== earlier;
    }, { timeout: 30_000, interval: 50 })
    .toBe(true);
  return token!;
}

async function invite(owner: SignedInClient, home: string, email: string) {
  const response = await owner.client.post(`/api/homes/${home}/invitations`, { email });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return homeInvitationSchema.parse(response.body);
}

/** Alex's home with Sam in it as a member, joined through an invitation. */
async function sharedHome() {
  const alex = await signUp(server, { name: "Alex Morgan" });
  const sam = await signUp(server, { name: "Sam Lee" });
  const home = await homeIdOf(alex);
  await invite(alex, home, sam.email);
  const token = await invitationTokenSentTo(sam.email);
  expect((await sam.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  return { alex, sam, home };
}

/** The person's notification center in the home. */
async function noticesOf(person: SignedInClient, home: string) {
  const response = await person.client.get("/api/notifications", { headers: { "X-Home-Id": home } });
  expect(response.status).toBe(200);
  return notificationsResponseSchema.parse(response.body).data;
}

async function rolesOf(person: SignedInClient, home: string) {
  const response = await person.client.get(`/api/homes/${home}/members`);
  expect(response.status).toBe(200);
  return homeMembersResponseSchema.parse(response.body).members.map((member) => [member.name, member.role]);
}

describe("a home's people (docs/product.md §6.5)", () => {
  test("a member sees everyone of the home, owners first, and which row is theirs", async () => {
    const { sam, home } = await sharedHome();
    const { members } = homeMembersResponseSchema.parse((await sam.client.get(`/api/homes/${home}/members`)).body);
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
      expect((await stranger.client.post(`/api/homes/${id}/invitations`, { email: uniqueEmail() })).status).toBe(404);
      expect((await stranger.client.post(`/api/homes/${id}/leave`)).status).toBe(404);
      expect((await stranger.client.delete(`/api/homes/${id}/members/${alex.user.id}`)).status).toBe(404);
    }
    expect(await rolesOf(alex, home)).toHaveLength(1);
  });

  test("signed out, the members are not listed", async () => {
    const alex = await signUp(server);
    const home = await homeIdOf(alex);
    alex.client.accessToken = undefined;
    expect((await alex.client.get(`/api/homes/${home}/members`)).status).toBe(401);
  });
});

describe("roles: what only an owner may do", () => {
  test("a member cannot invite, change roles, remove, withdraw or hand over, and is told so with 403", async () => {
    const { alex, sam, home } = await sharedHome();
    const pending = await invite(alex, home, uniqueEmail("guest"));
    const refusals = [
      await sam.client.post(`/api/homes/${home}/invitations`, { email: uniqueEmail() }),
      await sam.client.put(`/api/homes/${home}/members/${alex.user.id}`, { role: "member" }),
      await sam.client.put(`/api/homes/${home}/members/${sam.user.id}`, { role: "owner" }),
      await sam.client.delete(`/api/homes/${home}/members/${alex.user.id}`),
      await sam.client.delete(`/api/homes/${home}/invitations/${pending.id}`),
      await sam.client.post(`/api/homes/${home}/owner`, { userId: sam.user.id }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: { code: "FORBIDDEN", message: "Only the home's owners can do this: ask one of them" } });
    }
    expect(await rolesOf(alex, home)).toEqual([
      ["Alex Morgan", "owner"],
      ["Sam Lee", "member"],
    ]);
    // A member still sees who is invited, and the invitation is still there.
    expect(homeInvitationsResponseSchema.parse((await sam.client.get(`/api/homes/${home}/invitations`)).body).invitations.map((row) => row.id)).toEqual([pending.id]);
  });

  test("an owner makes a member an owner and back; the last owner cannot step down", async () => {
    const { alex, sam, home } = await sharedHome();
    const lone = await alex.client.put(`/api/homes/${home}/members/${alex.user.id}`, { role: "member" });
    expect(lone.status).toBe(409);
    expect(lone.body).toMatchObject({ error: { code: "LAST_OWNER", message: "A home needs at least one owner. Make another member an owner first" } });

    const promoted = await alex.client.put(`/api/homes/${home}/members/${sam.user.id}`, { role: "owner" });
    expect(promoted.status).toBe(200);
    expect(homeMembersResponseSchema.parse(promoted.body).members.map((member) => member.role)).toEqual(["owner", "owner"]);
    expect((await alex.client.put(`/api/homes/${home}/members/${alex.user.id}`, { role: "member" })).status).toBe(200);
    expect(await rolesOf(sam, home)).toEqual([
      ["Sam Lee", "owner"],
      ["Alex Morgan", "member"],
    ]);
  });

  test("an owner removes a member, who then gets 404 for the home", async () => {
    const { alex, sam, home } = await sharedHome();
    expect((await alex.client.delete(`/api/homes/${home}/members/${sam.user.id}`)).status).toBe(204);
    expect((await sam.client.get(`/api/homes/${home}/members`)).status).toBe(404);
    expect((await alex.client.delete(`/api/homes/${home}/members/${sam.user.id}`)).status).toBe(404);
    expect(await rolesOf(alex, home)).toEqual([["Alex Morgan", "owner"]]);
  });

  test("a member may leave; the last owner cannot, and is told to hand over or delete the home", async () => {
    const { alex, sam, home } = await sharedHome();
    const refused = await alex.client.post(`/api/homes/${home}/leave`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "LAST_OWNER", message: expect.stringMatching(/hand the home over to another member, or delete it/i) as unknown } });
    expect((await sam.client.post(`/api/homes/${home}/leave`)).status).toBe(204);
    expect(await rolesOf(alex, home)).toEqual([["Alex Morgan", "owner"]]);
  });

  test("handing over makes the member the owner and the owner a member, who may then leave", async () => {
    const { alex, sam, home } = await sharedHome();
    expect((await alex.client.post(`/api/homes/${home}/owner`, { userId: alex.user.id })).status).toBe(409);
    const stranger = await signUp(server);
    expect((await alex.client.post(`/api/homes/${home}/owner`, { userId: stranger.user.id })).status).toBe(404);
    const handed = await alex.client.post(`/api/homes/${home}/owner`, { userId: sam.user.id });
    expect(handed.status).toBe(200);
    expect(await rolesOf(alex, home)).toEqual([
      ["Sam Lee", "owner"],
      ["Alex Morgan", "member"],
    ]);
    expect((await alex.client.post(`/api/homes/${home}/leave`)).status).toBe(204);
    expect((await sam.client.post(`/api/homes/${home}/leave`)).status).toBe(409);
  });

  test("two owners stepping down at the same moment leave one owner", async () => {
    const { alex, sam, home } = await sharedHome();
    expect((await alex.client.put(`/api/homes/${home}/members/${sam.user.id}`, { role: "owner" })).status).toBe(200);
    const answers = await Promise.all([
      alex.client.put(`/api/homes/${home}/members/${alex.user.id}`, { role: "member" }),
      sam.client.put(`/api/homes/${home}/members/${sam.user.id}`, { role: "member" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await rolesOf(alex, home)).filter(([, role]) => role === "owner")).toHaveLength(1);
  });
});

describe("invitations", () => {
  test("joined to a home that is set up, the person's session says they are set up; their own empty home's profile still does not", async () => {
    const alex = await signUp(server, { name: "Alex Morgan" });
    const home = await homeIdOf(alex);
    await server.database.db.update(homes).set({ onboardingCompletedAt: clock.now(), homeType: "house" }).where(eq(homes.id, home));
    const sam = await signUp(server, { name: "Sam Lee" });
    const own = await homeIdOf(sam);
    const session = async () => meResponseSchema.parse((await sam.client.get("/api/auth/me")).body).user.hasCompletedOnboarding;
    expect(await session()).toBe(false);

    await invite(alex, home, sam.email);
    const token = await invitationTokenSentTo(sam.email);
    expect((await sam.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);

    // Sam's own home stays theirs and comes first; the session is set up all the same.
    expect(await session()).toBe(true);
    const signedInAgain = await logIn(server, sam.email);
    expect(signedInAgain.user.hasCompletedOnboarding).toBe(true);
    const profileOf = async (homeId: string) => profileResponseSchema.parse((await sam.client.get("/api/users/profile", { headers: { "X-Home-Id": homeId } })).body).hasCompletedOnboarding;
    expect(await profileOf(home)).toBe(true);
    expect(await profileOf(own)).toBe(false);
  });

  test("the e-mail names the home and who invited, and its link works once for the invited address", async () => {
    const alex = await signUp(server, { name: "Alex Morgan" });
    const home = await homeIdOf(alex);
    await server.database.db.update(homes).set({ name: "Lake cottage" }).where(eq(homes.id, home));
    const samEmail = uniqueEmail("sam");
    const created = await invite(alex, home, `  ${samEmail.toUpperCase()} `);
    expect(created).toMatchObject({ email: samEmail, invitedBy: "Alex Morgan", expiresAt: "2026-12-14T10:00:00.000Z" });

    const token = await invitationTokenSentTo(samEmail);
    const mail = smtp.messages.findLast((candidate) => recipientOf(candidate) === samEmail)!;
    expect(mail.subject).toBe("Alex Morgan invited you to Lake cottage on Hearthkeep");
    expect(mail.text).toContain("Mon, Dec 14");
    expect(mail.html).toContain(`https://hearthkeep.test/invitations/${token}`);

    // Signed out, the link's page shows whose home it is.
    const view = invitationViewSchema.parse((await new TestClient(server.baseURL).get(`/api/invitations/${token}`)).body);
    expect(view).toMatchObject({ homeId: home, homeName: "Lake cottage", invitedBy: "Alex Morgan", email: samEmail, status: "pending", youAreMember: false });

    const sam = await signUp(server, { email: samEmail, name: "Sam Lee" });
    const accepted = await sam.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(acceptInvitationResponseSchema.parse(accepted.body)).toEqual({ homeId: home, homeName: "Lake cottage" });
    expect(await rolesOf(sam, home)).toEqual([
      ["Alex Morgan", "owner"],
      ["Sam Lee", "member"],
    ]);
    expect(invitationViewSchema.parse((await sam.client.get(`/api/invitations/${token}`)).body)).toMatchObject({ status: "accepted", youAreMember: true });
    // The notice is for the home's other members, not for the one who joined.
    const joined = await server.database.db.select({ title: notifications.title, recipientUserId: notifications.recipientUserId }).from(notifications).where(eq(notifications.homeId, home));
    expect(joined.filter((row) => row.title === "Sam Lee joined Lake cottage")).toEqual([{ title: "Sam Lee joined Lake cottage", recipientUserId: alex.user.id }]);
    expect((await noticesOf(alex, home)).map((note) => note.title)).toContain("Sam Lee joined Lake cottage");
    expect((await noticesOf(sam, home)).map((note) => note.title)).not.toContain("Sam Lee joined Lake cottage");

    // Used: neither Sam again, nor anyone else, nor a decline.
    const again = await sam.client.post(`/api/invitations/${token}/accept`);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: { code: "INVITATION_USED" } });
    const other = await signUp(server);
    expect((await other.client.post(`/api/invitations/${token}/accept`)).status).toBe(410);
    expect((await new TestClient(server.baseURL).post(`/api/invitations/${token}/decline`)).status).toBe(410);
    expect(homeInvitationsResponseSchema.parse((await alex.client.get(`/api/homes/${home}/invitations`)).body).invitations).toEqual([]);
  });

  test("who joined is told to the other members who keep household activity on, and to nobody else", async () => {
    const { alex, sam, home } = await sharedHome();
    expect((await sam.client.put("/api/users/preferences", { householdActivity: false })).status).toBe(200);
    const jo = await signUp(server, { name: "Jo Park" });
    await invite(alex, home, jo.email);
    expect((await jo.client.post(`/api/invitations/${await invitationTokenSentTo(jo.email)}/accept`)).status).toBe(200);

    const joNotices = async (person: SignedInClient) => (await noticesOf(person, home)).filter((note) => note.title.startsWith("Jo Park joined"));
    expect(await joNotices(alex)).toEqual([expect.objectContaining({ title: "Jo Park joined My home", message: "Jo Park accepted the invitation and now shares this home's tasks." })]);
    expect(await joNotices(sam)).toEqual([]);
    expect(await joNotices(jo)).toEqual([]);
  });

  test("an account of another address cannot accept, and the invitation stays for the invited person", async () => {
    const alex = await signUp(server);
    const home = await homeIdOf(alex);
    const samEmail = uniqueEmail("sam");
    await invite(alex, home, samEmail);
    const token = await invitationTokenSentTo(samEmail);
    const someoneElse = await signUp(server);
    const refused = await someoneElse.client.post(`/api/invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: "INVITATION_FOR_ANOTHER_ADDRESS", message: `This invitation was sent to ${samEmail}. Sign in with that address to accept it.` } });
    expect((await someoneElse.client.get(`/api/homes/${home}/members`)).status).toBe(404);
    const sam = await signUp(server, { email: samEmail });
    expect((await sam.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  });

  test("the link does not work after 7 days", async () => {
    const signedUp = await signUp(server);
    const home = await homeIdOf(signedUp);
    const samEmail = uniqueEmail("sam");
    await invite(signedUp, home, samEmail);
    const token = await invitationTokenSentTo(samEmail);
    const { password } = await signUp(server, { email: samEmail });
    clock.advance(7 * day);
    // A week on, the sign-up's access token has long expired: Sam signs in again.
    const sam = await logIn(server, samEmail, password);
    const expired = await sam.client.post(`/api/invitations/${token}/accept`);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ error: { code: "INVITATION_EXPIRED", message: "This invitation has expired. Ask the home's owner for a new one" } });
    expect(invitationViewSchema.parse((await sam.client.get(`/api/invitations/${token}`)).body).status).toBe("expired");
    const alex = await logIn(server, signedUp.email, signedUp.password);
    expect(homeInvitationsResponseSchema.parse((await alex.client.get(`/api/homes/${home}/invitations`)).body).invitations).toEqual([]);
    expect((await sam.client.get(`/api/homes/${home}/members`)).status).toBe(404);
  });

  test("a withdrawn invitation is dead; a declined one too", async () => {
    const alex = await signUp(server);
    const home = await homeIdOf(alex);
    const samEmail = uniqueEmail("sam");
    const created = await invite(alex, home, samEmail);
    const token = await invitationTokenSentTo(samEmail);
    expect((await alex.client.delete(`/api/homes/${home}/invitations/${created.id}`)).status).toBe(204);
    expect((await alex.client.delete(`/api/homes/${home}/invitations/${created.id}`)).status).toBe(404);
    const sam = await signUp(server, { email: samEmail });
    const withdrawn = await sam.client.post(`/api/invitations/${token}/accept`);
    expect(withdrawn.status).toBe(410);
    expect(withdrawn.body).toMatchObject({ error: { code: "INVITATION_WITHDRAWN" } });

    await invite(alex, home, samEmail);
    const second = await invitationTokenSentTo(samEmail, token);
    expect((await new TestClient(server.baseURL).post(`/api/invitations/${second}/decline`)).status).toBe(204);
    expect((await sam.client.post(`/api/invitations/${second}/accept`)).status).toBe(410);
    expect((await sam.client.get(`/api/homes/${home}/members`)).status).toBe(404);
  });

  test("someone already in the home is told so, whether invited again or accepting", async () => {
    const { alex, sam, home } = await sharedHome();
    const again = await alex.client.post(`/api/homes/${home}/invitations`, { email: sam.email });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: "The person with this address is already a member of the home" } });
    const other = uniqueEmail("other");
    await invite(alex, home, other);
    expect((await alex.client.post(`/api/homes/${home}/invitations`, { email: other })).status).toBe(409);
  });

  test("an unknown link is a 404 with words, and bad input a 400", async () => {
    const anonymous = new TestClient(server.baseURL);
    const unknown = await anonymous.get("/api/invitations/not-a-real-token");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: expect.stringMatching(/not valid/) as unknown } });
    const alex = await signUp(server);
    const home = await homeIdOf(alex);
    expect((await alex.client.post(`/api/homes/${home}/invitations`, { email: "not an address" })).status).toBe(400);
    expect((await alex.client.put(`/api/homes/${home}/members/${alex.user.id}`, { role: "king" })).status).toBe(400);
  });

  test("a home may send only so many invitations a day", async () => {
    const alex = await signUp(server);
    const home = await homeIdOf(alex);
    for (let sent = 0; sent < invitationsPerHome; sent += 1) await invite(alex, home, uniqueEmail("guest"));
    const refused = await alex.client.post(`/api/homes/${home}/invitations`, { email: uniqueEmail("guest") });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(day / 1000));
    expect(refused.body).toMatchObject({ error: { code: "RATE_LIMITED", message: "This home has sent many invitations lately. Try again in 24 hours." } });
    clock.advance(day);
    await invite(await logIn(server, alex.email, alex.password), home, uniqueEmail("guest"));
  });
});

describe("invitation links are limited per client", () => {
  test("after the window's requests, a client gets 429 for any link", async () => {
    const limited = await startTestServer({ rateLimits: { ...defaultRateLimits, invitationAnswersPerIp: { limit: 3, windowMs: 60_000 } } }, { clock });
    try {
      const anonymous = new TestClient(limited.baseURL);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await anonymous.get(`/api/invitations/guess-${attempt}`)).status).toBe(404);
      const refused = await anonymous.post("/api/invitations/guess-4/decline");
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ error: { code: "RATE_LIMITED" } });
    } finally {
      await limited.close();
    }
  });
});
