import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema, readyResponseSchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { signUp, TestClient, uniqueEmail, type SignedInClient } from "../../test-support/server/test-client.ts";

/*
 * A full disk, made by the database itself: every table of the app refuses writes with PostgreSQL's own
 * `53100 disk_full`, as a write that cannot extend its file does, on PGlite and PostgreSQL alike. The
 * app's code is the one that runs in production; only the database is made to fail.
 */
const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const logRecords = () => logLines.flatMap((line) => line.split("\n").filter(Boolean)).map((line) => JSON.parse(line) as { level: number; msg: string });
const errorLevel = 50;

let server: TestServer;
let owner: SignedInClient;
beforeAll(async () => {
  server = await startTestServer({ logLevel: "info" }, { logDestination });
  owner = await signUp(server);
  await server.database.db.execute(sql`
    create function refuse_for_lack_of_space() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file: No space left on device' using errcode = '53100';
    end $$`);
});
afterAll(() => server.close());

async function fillTheDisk(full: boolean) {
  await server.database.db.execute(sql`
    do $$
    declare app_table record;
    begin
      for app_table in select tablename from pg_tables where schemaname = 'public' loop
        execute format('drop trigger if exists disk_full on %I', app_table.tablename);
        if ${sql.raw(full ? "true" : "false")} then
          execute format('create trigger disk_full before insert or update or delete on %I for each statement execute function refuse_for_lack_of_space()', app_table.tablename);
        end if;
      end loop;
    end $$`);
}

describe("a database out of disk space", () => {
  test("refuses changes with 507 and a message, readiness says the database cannot be written, and the log says so once", async () => {
    expect((await fetch(`${server.baseURL}/api/ready`)).status).toBe(200);
    await fillTheDisk(true);
    logLines.length = 0;
    try {
      const changes = await Promise.all([
        owner.client.put("/api/users/preferences", { emailReminders: false }),
        owner.client.put("/api/users/preferences", { emailReminders: true }),
        new TestClient(server.baseURL).post("/api/auth/signup", { email: uniqueEmail(), password: "a long and fine passphrase" }),
        owner.client.post("/api/auth/refresh"),
      ]);
      for (const change of changes) {
        expect(change.status).toBe(507);
        const { error } = errorBodySchema.parse(change.body);
        expect(error.code).toBe("STORAGE_FULL");
        expect(error.message).toMatch(/no room to save changes/);
        expect(change.headers.get("retry-after")).toMatch(/^\d+$/);
      }

      const ready = await fetch(`${server.baseURL}/api/ready`);
      expect(ready.status).toBe(503);
      const notReady = errorBodySchema.parse(await ready.json()).error;
      expect(notReady.code).toBe("NOT_READY");
      expect(notReady.message).toMatch(/cannot be written to: it is out of disk space/);
      // Reading still works: the server is alive, only changes are refused.
      expect((await fetch(`${server.baseURL}/api/health`)).status).toBe(200);
      expect((await owner.client.get("/api/users/profile")).status).toBe(200);

      const errors = logRecords().filter((record) => record.level >= errorLevel);
      expect(errors.map((record) => record.msg)).toEqual(["the database is out of disk space: every change is refused until it has room again"]);
    } finally {
      await fillTheDisk(false);
    }

    const readyAgain = await fetch(`${server.baseURL}/api/ready`);
    expect(readyAgain.status).toBe(200);
    readyResponseSchema.parse(await readyAgain.json());
    expect(logRecords().filter((record) => record.msg.startsWith("the database has room again"))).toHaveLength(1);
    expect((await owner.client.put("/api/users/preferences", { emailReminders: false })).status).toBe(200);
  });
});

describe("a database behind the server's migrations", () => {
  test("is not ready, and says how many migrations it lacks", async () => {
    const applied = await server.database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`);
    const newest = (applied as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;
    await server.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const ready = await fetch(`${server.baseURL}/api/ready`);
      expect(ready.status).toBe(503);
      expect(errorBodySchema.parse(await ready.json()).error.message).toBe("The database lacks 1 of the server's migrations");
    } finally {
      await server.database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`);
    }
    expect((await fetch(`${server.baseURL}/api/ready`)).status).toBe(200);
  });
});
