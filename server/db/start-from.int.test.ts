import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.ts";

function pgliteOf(handle: DatabaseHandle) {
  if (handle.queueConnection.kind !== "pglite") throw new Error("expected PGlite");
  return handle.queueConnection.client;
}

const words = async (handle: DatabaseHandle) => (await pgliteOf(handle).query<{ word: string }>("select word from kept order by word")).rows.map((row) => row.word);

/* A throwaway PGlite started from another's files (what each test server's database does). */
describe.skipIf(Boolean(process.env.DATABASE_URL))("a database started from given files", () => {
  test("is a copy: it has what the files had, and what it changes stays its own", async () => {
    const original = await openDatabase({ dataDir: "memory://" });
    await original.db.execute(sql`create table kept (word text)`);
    await original.db.execute(sql`insert into kept values ('kettle')`);
    const files = await pgliteOf(original).dumpDataDir("none");

    const copies = [await openDatabase({ dataDir: "memory://", startFrom: files }), await openDatabase({ dataDir: "memory://", startFrom: files })];
    await copies[0]!.db.execute(sql`insert into kept values ('filter')`);
    expect(await words(copies[0]!)).toEqual(["filter", "kettle"]);
    expect(await words(copies[1]!)).toEqual(["kettle"]);
    expect(await words(original)).toEqual(["kettle"]);
    await Promise.all([original, ...copies].map((handle) => handle.close()));
  });

  test("is refused for a database kept on disk, which given files must never replace", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-start-from-"));
    try {
      await expect(openDatabase({ dataDir, startFrom: new Blob([]) })).rejects.toThrow("Only a throwaway (memory://) database can start from given files");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
