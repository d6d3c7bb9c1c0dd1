import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { startMailingServer, type MailingServer } from "../../test-support/server/mailing-server.ts";
import { recipientOf } from "../../test-support/server/smtp-capture.ts";
import { uniqueEmail } from "../../test-support/server/test-client.ts";
import { queueNames } from "./job-queue.ts";

/*
 * The reminder run cut into blocks of users (docs/decisions/103-reminder-run-in-blocks.md): two job workers
 * on one database take the blocks at once, and every user is recorded and e-mailed exactly once.
 */
const clock = fixedClock("2026-12-01T06:00:00Z");
const userCount = 7;
const blockUsers = 2;

let mailing: MailingServer;
const users: { id: string; email: string }[] = [];

/** A verified user in `timeZone` with a home and one open task due on `dueDate`, written straight into the database (the run is the subject here, not sign-up). */
async function insertUserWithTask(timeZone: string, dueDate: string) {
  const email = uniqueEmail("blocked");
  const db = mailing.server.database.db;
  const created = await db.execute(sql`
    with new_user as (insert into users (email, password_hash, weekly_summary, email_verified_at, time_zone) values (${email}, 'not-a-password', false, now(), ${timeZone}) returning id),
         new_home as (insert into homes default values returning id),
         member as (insert into home_members (home_id, user_id) select new_home.id, new_user.id from new_home, new_user returning home_id, user_id)
    select home_id, user_id from member`);
  const { home_id: homeId, user_id: userId } = (created as { rows: { home_id: string; user_id: string }[] }).rows[0]!;
  await db.execute(sql`
    insert into tasks (home_id, appliance_type, appliance_name, catalog_task_id, name, frequency, time_estimate, difficulty, due_date)
    values (${homeId}, 'furnace', 'Furnace', 'hvac-replace-filter', 'Replace the furnace filter', 'quarterly', 15, 'Easy', ${dueDate})`);
  return { id: userId, email };
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const result = await mailing.server.database.db.execute(query);
  return Number((result as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

const messagesOf = (userId: string, period: string) =>
  countRows(sql`select count(*)::int as count from scheduled_messages where user_id = ${userId} and kind = 'reminder' and period = ${period}`);
const mailsTo = (email: string) => mailing.smtp.messages.filter((message) => recipientOf(message) === email).length;

beforeAll(async () => {
  // A short send lease: a send found busy (the other plan's copy of it) is tried again within seconds.
  mailing = await startMailingServer({ clock, appUrl: "https://hearthkeep.example", overrides: { jobsDispatchBlockUsers: blockUsers, jobsSendTimeoutSeconds: 4 } });
  for (let index = 0; index < userCount; index += 1) users.push(await insertUserWithTask("UTC", "2026-12-02"));
  // One user of another zone, where it is not 8 a.m. at the instants below: no block is planned for it.
  users.push(await insertUserWithTask("America/New_York", "2026-12-02"));
}, 300_000);
afterAll(async () => {
  await mailing?.close();
});

describe("the reminder run in blocks", () => {
  test("cuts the zone where it is 8 a.m. into blocks that hold each user once, however many workers run them at once", async () => {
    const second = await mailing.startWorker();
    try {
      const at = new Date("2026-12-01T08:00:00Z");
      const blocks = await mailing.work.messages.planDispatch(at);
      expect(blocks).toHaveLength(Math.ceil(userCount / blockUsers));
      expect(blocks.every((block) => block.timeZone === "UTC")).toBe(true);
      // The first block opens at no id and the last closes at none; each ends where the next begins.
      expect(blocks[0]!.fromUserId).toBeUndefined();
      expect(blocks.at(-1)!.untilUserId).toBeUndefined();
      for (const [index, block] of blocks.slice(1).entries()) expect(block.fromUserId).toBe(blocks[index]!.untilUserId);

      // Every block on both workers at once, as two servers would if each took the whole plan.
      const results = await Promise.all(blocks.flatMap((block) => [mailing.work.messages.dispatchBlock(block), second.messages.dispatchBlock(block)]));
      expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(userCount);
      const utcUsers = users.slice(0, userCount);
      expect(await Promise.all(utcUsers.map((user) => messagesOf(user.id, "2026-12-01")))).toEqual(utcUsers.map(() => 1));
      expect(await messagesOf(users.at(-1)!.id, "2026-12-01")).toBe(0);
    } finally {
      await second.queue.stop();
    }
  });

  test("through the queue, two workers take the blocks and e-mail each user exactly once", async () => {
    const second = await mailing.startWorker();
    try {
      // Both workers' clocks fire the same instant: two plans, each of every block.
      await mailing.work.queue.dispatch({ at: "2026-12-02T08:00:00Z" });
      await second.queue.dispatch({ at: "2026-12-02T08:00:00Z" });
      const open = (queue: string) => countRows(sql`select count(*)::int as count from pgboss.job where name = ${queue} and state not in ('completed', 'failed', 'cancelled')`);
      await expect
        .poll(async () => [await open(queueNames.dispatch), await open(queueNames.dispatchBlock), await open(queueNames.send)], { timeout: 60_000, interval: 100 })
        .toEqual([0, 0, 0]);
      const blockJobs = await countRows(sql`select count(*)::int as count from pgboss.job where name = ${queueNames.dispatchBlock} and state = 'completed' and data->>'at' = '2026-12-02T08:00:00.000Z'`);
      expect(blockJobs).toBe(2 * Math.ceil(userCount / blockUsers));
      const utcUsers = users.slice(0, userCount);
      expect(await Promise.all(utcUsers.map((user) => messagesOf(user.id, "2026-12-02")))).toEqual(utcUsers.map(() => 1));
      const sent = await countRows(sql`select count(*)::int as count from scheduled_messages where period = '2026-12-02' and email_status = 'sent'`);
      expect(sent).toBe(userCount);
      // The first day's reminders (the test above) were recorded only, not queued: these are the second day's.
      expect(utcUsers.map((user) => mailsTo(user.email))).toEqual(utcUsers.map(() => 1));
      expect(mailsTo(users.at(-1)!.email)).toBe(0);
    } finally {
      await second.queue.stop();
    }
  });
});
