import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { text } from "node:stream/consumers";
import { sql } from "drizzle-orm";
import { extract, pack } from "tar-stream";
import { afterEach, describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema } from "@domain/contract/index.ts";
import { documentResponseSchema } from "@domain/contract/documents.ts";
import type { Database } from "../db/client.ts";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { signUp, TestClient } from "../../test-support/server/test-client.ts";
import { createScratchDatabase, startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { backUp, BackupError, restore } from "./backup.ts";

// Every date the dashboard shows follows this instant, so the restored one can be compared whole.
const clock = fixedClock("2026-11-22T15:00:00Z");
const onPostgres = Boolean(process.env.DATABASE_URL);
const databaseName = onPostgres ? "PostgreSQL" : "the embedded database";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty place for the data: a data folder, and on PostgreSQL an empty database beside it. */
async function emptyTarget() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-backup-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const scratch = onPostgres ? await createScratchDatabase(process.env.DATABASE_URL!) : undefined;
  if (scratch) cleanups.push(() => scratch.drop());
  return { dataDir, databaseUrl: scratch?.url, drop: () => scratch?.drop() };
}

async function serverOn(target: { dataDir: string; databaseUrl: string | undefined }): Promise<TestServer> {
  const server = await startTestServer({ dataDir: target.dataDir, databaseUrl: target.databaseUrl }, { clock });
  cleanups.push(() => server.close());
  return server;
}

/** Every table's row count, the queue's and the migrations' included, by its schema-qualified name. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of (tables as { rows: { schema: string; name: string }[] }).rows) {
    const counted = await db.execute(sql`select count(*)::int as count from ${sql.identifier(schema)}.${sql.identifier(name)}`);
    counts[`${schema}.${name}`] = (counted as { rows: { count: number }[] }).rows[0]!.count;
  }
  return counts;
}

/** A PDF of `size` bytes whose every byte past its header depends on its place, so a swapped or cut byte shows. */
const pdfBytes = (size: number) => {
  const head = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n");
  return Buffer.concat([head, Buffer.from(Array.from({ length: size - head.length }, (_, index) => 32 + (index % 90)))]);
};

async function uploadDocument(client: TestClient, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  const response = await client.post("/api/documents", undefined, { form });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return documentResponseSchema.parse(response.body).data.id;
}

async function downloadDocument(server: TestServer, client: TestClient, id: string): Promise<Buffer> {
  const response = await fetch(`${server.baseURL}/api/documents/${id}/file`, { headers: { authorization: `Bearer ${client.accessToken}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function entryNames(backup: string): Promise<string[]> {
  const reading = extract();
  const names: string[] = [];
  const listing = (async () => {
    for await (const entry of reading) {
      names.push(entry.header.name);
      entry.resume();
    }
  })();
  await Promise.all([pipeline(createReadStream(backup), reading), listing]);
  return names;
}

/** The backup as a version 1 file, written before documents were kept: its manifest of then, and no uploaded files. */
async function asVersionOne(from: string, to: string) {
  const reading = extract();
  const writing = pack();
  const written = pipeline(writing, createWriteStream(to));
  const copying = (async () => {
    for await (const entry of reading) {
      const { name } = entry.header;
      if (name === "manifest.json") {
        const { uploadedFiles: _dropped, ...manifest } = JSON.parse(await text(entry)) as Record<string, unknown>;
        writing.entry({ name }, JSON.stringify({ ...manifest, version: 1 }));
      } else if (name.startsWith("files/")) {
        entry.resume();
      } else {
        await pipeline(entry, writing.entry({ name, size: entry.header.size }));
      }
    }
    writing.finalize();
  })();
  await Promise.all([pipeline(createReadStream(from), reading), copying, written]);
}

describe(`npm run backup and npm run restore, on ${databaseName}`, () => {
  test("back up, wipe, restore into an empty data folder: every table's rows, the session and a user's dashboard come back", { timeout: 300_000 }, async () => {
    const original = await emptyTarget();
    const first = await serverOn(original);
    const { client } = await signUp(first, { name: "Kept" });
    expect((await client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "dryer" }] })).status).toBe(200);
    const before = dashboardTasksResponseSchema.parse((await client.get("/api/tasks/for-dashboard")).body);
    expect((await client.put(`/api/tasks/${before.data[0]!.id}/complete`, {})).status).toBe(200);
    const manual = pdfBytes(3 * 1024 * 1024);
    const manualId = await uploadDocument(client, manual, "furnace manual.pdf");
    const dashboard = (await client.get("/api/tasks/for-dashboard")).body;
    const counts = await rowCounts(first.database.db);
    expect(counts["public.users"]).toBeGreaterThanOrEqual(1);
    expect(counts["public.homes"]).toBeGreaterThanOrEqual(1);
    expect(counts["public.tasks"]).toBeGreaterThanOrEqual(1);
    expect(counts["public.completions"]).toBeGreaterThanOrEqual(1);
    await first.close();

    const file = path.join(original.dataDir, "..", `${path.basename(original.dataDir)}.backup`);
    cleanups.push(() => rm(file, { force: true }));
    const manifest = await backUp({ config: original, to: file });
    expect(manifest).toMatchObject({ version: 2, database: onPostgres ? "postgres" : "pglite", dataFiles: ["jwt-secret"], uploadedFiles: { storage: "disk", count: 1, bytes: manual.length } });
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    // With S3 the bucket's files are not copied, and the manifest says where they are.
    const s3Backup = `${file}.s3`;
    cleanups.push(() => rm(s3Backup, { force: true }));
    const s3Storage = { kind: "s3", bucket: "hearthkeep-documents", endpoint: undefined, region: "us-east-1", accessKeyId: undefined, secretAccessKey: undefined, forcePathStyle: false } as const;
    expect(await backUp({ config: { ...original, fileStorage: s3Storage }, to: s3Backup })).toMatchObject({ uploadedFiles: { storage: "s3", bucket: "hearthkeep-documents" } });
    expect((await entryNames(s3Backup)).filter((name) => name.startsWith("files/"))).toEqual([]);
    expect((await entryNames(file)).filter((name) => name.startsWith("files/"))).toHaveLength(1);

    // The machine is lost: the data folder and the database are gone.
    await rm(original.dataDir, { recursive: true, force: true });
    await original.drop();

    const replacement = await emptyTarget();
    await restore({ config: replacement, from: file });
    const second = await serverOn(replacement);
    expect(await rowCounts(second.database.db)).toEqual(counts);
    // The restored signing secret still accepts the access token issued before the backup.
    const sameBrowser = new TestClient(second.baseURL);
    sameBrowser.accessToken = client.accessToken;
    const restored = await sameBrowser.get("/api/tasks/for-dashboard");
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(dashboard);
    expect((await downloadDocument(second, sameBrowser, manualId)).equals(manual)).toBe(true);
    await second.close();

    // A target that holds data is replaced only when asked; its files are moved aside, not deleted.
    const refused = restore({ config: replacement, from: file });
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(/--force/);
    await restore({ config: replacement, from: file, force: true });
    expect((await readdir(replacement.dataDir)).filter((name) => name.startsWith("files.replaced-"))).toHaveLength(1);
    const third = await serverOn(replacement);
    expect(await rowCounts(third.database.db)).toEqual(counts);
    const thirdBrowser = new TestClient(third.baseURL);
    thirdBrowser.accessToken = client.accessToken;
    expect((await downloadDocument(third, thirdBrowser, manualId)).equals(manual)).toBe(true);
    await third.close();

    // A backup written before documents were kept still restores, and leaves the files folder alone.
    const older = `${file}.v1`;
    cleanups.push(() => rm(older, { force: true }));
    await asVersionOne(file, older);
    const oldTarget = await emptyTarget();
    expect(await restore({ config: oldTarget, from: older })).toMatchObject({ version: 1 });
    const fourth = await serverOn(oldTarget);
    expect(await rowCounts(fourth.database.db)).toEqual(counts);
    const fourthBrowser = new TestClient(fourth.baseURL);
    fourthBrowser.accessToken = client.accessToken;
    expect((await fourthBrowser.get("/api/tasks/for-dashboard")).body).toEqual(dashboard);
  });

  test("a backup whose file names would leave the files folder is refused whole", async () => {
    const target = await emptyTarget();
    const file = path.join(target.dataDir, "escaping.backup");
    const archive = pack();
    const written = pipeline(archive, createWriteStream(file));
    archive.entry({ name: "manifest.json" }, JSON.stringify({ format: "hearthkeep-backup", version: 2, createdAt: new Date(0).toISOString(), database: onPostgres ? "postgres" : "pglite", dataFiles: [], uploadedFiles: { storage: "disk", count: 1, bytes: 1 } }));
    archive.entry({ name: "files/../../escaped" }, "x");
    archive.finalize();
    await written;
    await expect(restore({ config: target, from: file })).rejects.toThrow(/is not a document's/);
    await expect(stat(path.join(target.dataDir, "..", "escaped"))).rejects.toThrow();
  });

  test("a file that is not a backup is refused with what is wrong", async () => {
    const target = await emptyTarget();
    const file = path.join(target.dataDir, "not-a-backup.tar");
    await writeFile(file, "hello");
    await expect(restore({ config: target, from: file })).rejects.toThrow(/not a Hearthkeep backup/);
    await expect(restore({ config: target, from: path.join(target.dataDir, "missing.backup") })).rejects.toThrow(/There is no backup at/);
  });
});

describe("PostgreSQL's tools missing", () => {
  test("a backup of PostgreSQL says to install pg_dump", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-backup-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const backup = backUp({
      config: { dataDir, databaseUrl: "postgres://nobody@127.0.0.1:1/nothing" },
      to: path.join(dataDir, "out.backup"),
      tools: { pgDump: "hearthkeep-no-such-pg-dump", pgRestore: "hearthkeep-no-such-pg-restore" },
    });
    await expect(backup).rejects.toThrow(/hearthkeep-no-such-pg-dump is not installed .* apt install postgresql-client/);
  });
});
