import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import yauzl from "yauzl";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  HOME_HEADER,
  accountExportSchema,
  addApplianceResponseSchema,
  applianceRecordResponseSchema,
  completeTaskResponseSchema,
  dashboardTasksResponseSchema,
  errorBodySchema,
  homeResponseSchema,
} from "@domain/contract/index.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentListResponseSchema, documentResponseSchema, type HomeDocument } from "@domain/contract/documents.ts";
import { defaultRateLimits, type Config } from "../config.ts";
import { findHomeOfUser } from "../db/repositories/users-repository.ts";
import { createFileStorage } from "../files/create-file-storage.ts";
import { homeFilesPrefix, type FileStorage } from "../files/file-storage.ts";
import { startS3Server, type S3TestServer } from "../../test-support/server/s3-server.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/** Small enough that two 300 KB files overflow it, large enough for every other test's files. */
const QUOTA_BYTES = 512 * 1024;

const pdfBytes = (size = 2_000) => {
  const head = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};
const htmlPretendingToBePdf = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const svgImage = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
let jpegBytes: Buffer;

function formOf(file: { bytes: Uint8Array; name: string; type?: string }, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return form;
}

async function upload(user: SignedInClient, file: { bytes: Uint8Array; name: string; type?: string }, fields: Record<string, string> = {}) {
  return user.client.post("/api/documents", undefined, { form: formOf(file, fields) });
}

async function uploaded(user: SignedInClient, file: { bytes: Uint8Array; name: string; type?: string }, fields: Record<string, string> = {}): Promise<HomeDocument> {
  const response = await upload(user, file, fields);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return documentResponseSchema.parse(response.body).data;
}

/** A download as the browser gets it: the bytes and the headers (the test client reads answers as text). */
async function download(server: TestServer, user: SignedInClient, address: string) {
  const response = await fetch(`${server.baseURL}${address}`, { headers: { authorization: `Bearer ${user.client.accessToken}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every file of a ZIP by its path, read with a reader apart from the writer (yauzl), checking each file's CRC. */
function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on("error", reject);
      zip.on("end", () => resolve(files));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

const errorCodeOf = (body: unknown) => errorBodySchema.parse(body).error.code;

beforeAll(async () => {
  jpegBytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b4532a" } })
    .jpeg()
    .toBuffer();
});

// The same suite on each driver: files under DATA_DIR, and an S3-compatible store (s3rver, in process).
describe.each(["disk", "s3"] as const)("documents on the %s storage", (driver) => {
  let server: TestServer;
  let s3: S3TestServer | undefined;
  let s3Folder: string | undefined;
  let storage: FileStorage;

  beforeAll(async () => {
    const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
    let fileStorage: Config["fileStorage"] = { kind: "disk" };
    if (driver === "s3") {
      s3Folder = await mkdtemp(path.join(tmpdir(), "hearthkeep-s3-"));
      s3 = await startS3Server(s3Folder);
      fileStorage = s3.config;
    }
    server = await startTestServer({ rateLimits, fileStorage, documentsQuotaBytes: QUOTA_BYTES });
    storage = createFileStorage(server.config);
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
    if (s3Folder) await rm(s3Folder, { recursive: true, force: true });
  });

  describe("POST /api/documents", () => {
    test("keeps a PDF manual and a JPEG of the rating plate, and downloads both as the same bytes", async () => {
      const user = await signUp(server);
      const manual = await uploaded(user, { bytes: pdfBytes(), name: "Furnace manual.pdf", type: "application/pdf" }, { kind: "manual" });
      const plate = await uploaded(user, { bytes: jpegBytes, name: "plate.jpeg", type: "image/jpeg" }, { kind: "photo", name: "Rating plate" });
      expect(manual).toMatchObject({ name: "Furnace manual.pdf", kind: "manual", contentType: "application/pdf", sizeBytes: pdfBytes().length, hasThumbnail: false });
      expect(plate).toMatchObject({ name: "Rating plate", kind: "photo", contentType: "image/jpeg", sizeBytes: jpegBytes.length, hasThumbnail: true });

      const manualFile = await download(server, user, `/api/documents/${manual.id}/file`);
      expect(manualFile.status).toBe(200);
      expect(manualFile.bytes.equals(pdfBytes())).toBe(true);
      expect(manualFile.headers.get("content-type")).toBe("application/pdf");
      expect(manualFile.headers.get("content-disposition")).toBe('attachment; filename="Furnace manual.pdf"');
      expect(manualFile.headers.get("x-content-type-options")).toBe("nosniff");
      expect(manualFile.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");

      const plateFile = await download(server, user, `/api/documents/${plate.id}/file`);
      expect(plateFile.bytes.equals(jpegBytes)).toBe(true);
      expect(plateFile.headers.get("content-type")).toBe("image/jpeg");
      expect(plateFile.headers.get("content-disposition")).toBe('attachment; filename="Rating plate.jpg"');
    });

    test("makes a JPEG thumbnail of an image, at most 320 px a side; a PDF has none", async () => {
      const user = await signUp(server);
      const plate = await uploaded(user, { bytes: jpegBytes, name: "plate.jpg" });
      const thumbnail = await download(server, user, `/api/documents/${plate.id}/thumbnail`);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });

      const manual = await uploaded(user, { bytes: pdfBytes(), name: "manual.pdf" });
      expect((await download(server, user, `/api/documents/${manual.id}/thumbnail`)).status).toBe(404);
    });

    test("refuses a .pdf that is really HTML, and an SVG, by their content, keeping nothing", async () => {
      const user = await signUp(server);
      for (const file of [
        { bytes: htmlPretendingToBePdf, name: "manual.pdf", type: "application/pdf" },
        { bytes: svgImage, name: "plate.svg", type: "image/svg+xml" },
      ]) {
        const response = await upload(user, file);
        expect(response.status).toBe(415);
        expect(errorBodySchema.parse(response.body).error).toMatchObject({ code: "UNSUPPORTED_FILE_TYPE", message: DOCUMENT_MESSAGES.unsupportedType });
      }
      expect(await storage.list(homeFilesPrefix(await homeIdOf(user)))).toEqual([]);
    });

    test("refuses a file over 20 MB with a clear message, and keeps nothing", async () => {
      const user = await signUp(server);
      const response = await upload(user, { bytes: pdfBytes(DOCUMENT_MAX_BYTES + 1), name: "scan.pdf" });
      expect(response.status).toBe(413);
      expect(errorBodySchema.parse(response.body).error).toMatchObject({ code: "FILE_TOO_LARGE", message: DOCUMENT_MESSAGES.tooLarge });
      const list = documentListResponseSchema.parse((await user.client.get("/api/documents")).body);
      expect(list.data).toEqual([]);
    });

    test("refuses a file over 20 MB sent without a length, as soon as it grows past the limit", async () => {
      const user = await signUp(server);
      const encoded = new Response(formOf({ bytes: pdfBytes(DOCUMENT_MAX_BYTES + 1024 * 1024), name: "scan.pdf" }));
      const body = new Uint8Array(await encoded.arrayBuffer());
      const chunkSize = 256 * 1024;
      // A stream of unknown length is sent chunked: no Content-Length announces the size.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < body.length; offset += chunkSize) controller.enqueue(body.subarray(offset, offset + chunkSize));
          controller.close();
        },
      });
      const response = await fetch(`${server.baseURL}/api/documents`, {
        method: "POST",
        body: stream,
        duplex: "half",
        headers: {
          "content-type": encoded.headers.get("content-type") ?? "",
          authorization: `Bearer ${user.client.accessToken}`,
          "x-csrf-token": user.client.csrfToken ?? "",
          cookie: `csrf_token=${user.client.csrfToken}`,
        },
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(errorCodeOf(await response.json())).toBe("FILE_TOO_LARGE");
      expect(await storage.list(homeFilesPrefix(await homeIdOf(user)))).toEqual([]);
    });

    test("keeps a file of exactly 20 MB", { timeout: 30_000 }, async () => {
      // Over this suite's quota: the limit per file is checked on a server whose quota allows it.
      const roomy = await startTestServer({ fileStorage: server.config.fileStorage, documentsQuotaBytes: 2 * DOCUMENT_MAX_BYTES });
      try {
        const other = await signUp(roomy);
        const document = await uploaded(other, { bytes: pdfBytes(DOCUMENT_MAX_BYTES), name: "scan.pdf" });
        expect(document.sizeBytes).toBe(DOCUMENT_MAX_BYTES);
      } finally {
        await roomy.close();
      }
    });

    test("refuses a file that would take the home past its quota, saying so", async () => {
      const user = await signUp(server);
      await uploaded(user, { bytes: pdfBytes(300 * 1024), name: "first.pdf" });
      const response = await upload(user, { bytes: pdfBytes(300 * 1024), name: "second.pdf" });
      expect(response.status).toBe(413);
      expect(errorBodySchema.parse(response.body).error).toMatchObject({ code: "QUOTA_EXCEEDED", message: DOCUMENT_MESSAGES.quotaExceeded });
      const list = documentListResponseSchema.parse((await user.client.get("/api/documents")).body);
      expect(list.data.map((document) => document.name)).toEqual(["first.pdf"]);
      expect(list.usage).toEqual({ usedBytes: 300 * 1024, quotaBytes: QUOTA_BYTES });
      expect(await storage.list(homeFilesPrefix(await homeIdOf(user)))).toHaveLength(1);
    });

    test("refuses an upload without a file, and one attached to another home's appliance", async () => {
      const user = await signUp(server);
      const noFile = new FormData();
      noFile.append("kind", "manual");
      const missing = await user.client.post("/api/documents", undefined, { form: noFile });
      expect(missing.status).toBe(400);

      const stranger = await signUp(server);
      const added = await stranger.client.post("/api/appliances", { type: "furnace" });
      const theirs = addApplianceResponseSchema.parse(added.body).data;
      const response = await upload(user, { bytes: pdfBytes(), name: "manual.pdf" }, { applianceId: theirs.id });
      expect(response.status).toBe(404);
    });

    test("keeps a photo with the completion the complete answer names, listed with that work; another home's completion is 404", async () => {
      const owner = await signUp(server);
      const furnace = addApplianceResponseSchema.parse((await owner.client.post("/api/appliances", { type: "furnace" })).body).data;
      const task = dashboardTasksResponseSchema.parse((await owner.client.get("/api/tasks/for-dashboard")).body).data[0]!;
      const { completionId } = completeTaskResponseSchema.parse((await owner.client.put(`/api/tasks/${task.id}/complete`, {})).body);
      expect(completionId).toBeDefined();
      const photo = await uploaded(owner, { bytes: jpegBytes, name: "new-filter.jpg" }, { kind: "photo", completionId: completionId!, applianceId: furnace.id });
      expect(photo).toMatchObject({ completionId, applianceId: furnace.id });
      const record = applianceRecordResponseSchema.parse((await owner.client.get(`/api/appliances/${furnace.id}`)).body).data;
      expect(record.completedWork[0]).toMatchObject({ taskId: task.id, completionId });

      const stranger = await signUp(server);
      const refused = await upload(stranger, { bytes: jpegBytes, name: "not-mine.jpg" }, { completionId: completionId! });
      expect(refused.status).toBe(404);
      expect(errorBodySchema.parse(refused.body).error.message).toBe(DOCUMENT_MESSAGES.completionNotFound);
      expect(documentListResponseSchema.parse((await stranger.client.get("/api/documents")).body).data).toEqual([]);
    });
  });

  describe("GET /api/documents", () => {
    test("lists the home's documents newest first, and an appliance's alone", async () => {
      const user = await signUp(server);
      const added = await user.client.post("/api/appliances", { type: "furnace" });
      const furnace = addApplianceResponseSchema.parse(added.body).data;
      const receipt = await uploaded(user, { bytes: pdfBytes(), name: "receipt.pdf" }, { kind: "receipt" });
      const manual = await uploaded(user, { bytes: pdfBytes(), name: "manual.pdf" }, { kind: "manual", applianceId: furnace.id });

      const all = documentListResponseSchema.parse((await user.client.get("/api/documents")).body);
      expect(all.data.map((document) => document.id)).toEqual([manual.id, receipt.id]);
      const ofFurnace = documentListResponseSchema.parse((await user.client.get(`/api/documents?applianceId=${furnace.id}`)).body);
      expect(ofFurnace.data.map((document) => document.id)).toEqual([manual.id]);
      expect(ofFurnace.data[0]?.applianceId).toBe(furnace.id);
    });
  });

  describe("PUT /api/documents/{id}", () => {
    test("renames a document and changes its kind; the download takes the new name", async () => {
      const user = await signUp(server);
      const document = await uploaded(user, { bytes: pdfBytes(), name: "scan0001.pdf" });
      const response = await user.client.put(`/api/documents/${document.id}`, { name: "Boiler warranty", kind: "warranty" });
      expect(response.status).toBe(200);
      expect(documentResponseSchema.parse(response.body).data).toMatchObject({ name: "Boiler warranty", kind: "warranty" });
      const file = await download(server, user, `/api/documents/${document.id}/file`);
      expect(file.headers.get("content-disposition")).toBe('attachment; filename="Boiler warranty.pdf"');
    });
  });

  describe("DELETE /api/documents/{id}", () => {
    test("deletes the document and its files", async () => {
      const user = await signUp(server);
      const photo = await uploaded(user, { bytes: jpegBytes, name: "plate.jpg" });
      expect(await storage.list(homeFilesPrefix(await homeIdOf(user)))).toHaveLength(2);
      expect((await user.client.delete(`/api/documents/${photo.id}`)).status).toBe(204);
      expect((await download(server, user, `/api/documents/${photo.id}/file`)).status).toBe(404);
      expect(await storage.list(homeFilesPrefix(await homeIdOf(user)))).toEqual([]);
    });
  });

  describe("another home's document", () => {
    test("answers 404 to every route, and is not listed", async () => {
      const owner = await signUp(server);
      const document = await uploaded(owner, { bytes: jpegBytes, name: "plate.jpg" });
      const stranger = await signUp(server);
      for (const address of [`/api/documents/${document.id}/file`, `/api/documents/${document.id}/thumbnail`]) {
        const response = await download(server, stranger, address);
        expect(response.status).toBe(404);
        expect(response.bytes.includes(jpegBytes.subarray(0, 64))).toBe(false);
      }
      const renamed = await stranger.client.put(`/api/documents/${document.id}`, { name: "Mine now" });
      expect([renamed.status, errorCodeOf(renamed.body)]).toEqual([404, "NOT_FOUND"]);
      expect((await stranger.client.delete(`/api/documents/${document.id}`)).status).toBe(404);
      expect(documentListResponseSchema.parse((await stranger.client.get("/api/documents")).body).data).toEqual([]);
      // Still the owner's, unchanged.
      expect((await download(server, owner, `/api/documents/${document.id}/file`)).bytes.equals(jpegBytes)).toBe(true);
    });

    test("cannot be read without signing in", async () => {
      const owner = await signUp(server);
      const document = await uploaded(owner, { bytes: pdfBytes(), name: "manual.pdf" });
      expect((await fetch(`${server.baseURL}/api/documents/${document.id}/file`)).status).toBe(401);
    });
  });

  describe("deleting what documents belong to", () => {
    test("removing an appliance deletes its documents and their files, and keeps the home's others", async () => {
      const user = await signUp(server);
      const added = await user.client.post("/api/appliances", { type: "furnace" });
      const furnace = addApplianceResponseSchema.parse(added.body).data;
      await uploaded(user, { bytes: jpegBytes, name: "plate.jpg" }, { applianceId: furnace.id });
      const receipt = await uploaded(user, { bytes: pdfBytes(), name: "receipt.pdf" });
      expect((await user.client.delete(`/api/appliances/${furnace.id}`)).status).toBe(204);
      const list = documentListResponseSchema.parse((await user.client.get("/api/documents")).body);
      expect(list.data.map((document) => document.id)).toEqual([receipt.id]);
      expect(await storage.list(homeFilesPrefix(await homeIdOf(user)))).toHaveLength(1);
    });

    test("deleting the account deletes its home's files", async () => {
      const user = await signUp(server);
      const homeId = await homeIdOf(user);
      await uploaded(user, { bytes: jpegBytes, name: "plate.jpg" });
      await uploaded(user, { bytes: pdfBytes(), name: "manual.pdf" });
      expect(await storage.list(homeFilesPrefix(homeId))).toHaveLength(3);
      const deleted = await user.client.delete("/api/users/me", { password: user.password });
      expect(deleted.status).toBe(204);
      expect(await storage.list(homeFilesPrefix(homeId))).toEqual([]);
    });

    test("deleting a home deletes its documents' files, and keeps the files of the person's other home", async () => {
      const user = await signUp(server);
      const firstHomeId = await homeIdOf(user);
      await uploaded(user, { bytes: pdfBytes(), name: "manual.pdf" });
      const created = await user.client.post("/api/homes", { name: "Rental" });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const rental = homeResponseSchema.parse(created.body);
      const inRental = { headers: { [HOME_HEADER]: rental.id } };
      const added = await user.client.post("/api/appliances", { type: "water-heater" }, inRental);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const heater = addApplianceResponseSchema.parse(added.body).data;
      for (const [file, fields] of [
        [{ bytes: jpegBytes, name: "plate.jpg", type: "image/jpeg" }, { kind: "photo", applianceId: heater.id }],
        [{ bytes: pdfBytes(), name: "receipt.pdf", type: "application/pdf" }, { kind: "receipt" }],
      ] as const) {
        const response = await user.client.post("/api/documents", undefined, { form: formOf(file, fields), ...inRental });
        expect(response.status, JSON.stringify(response.body)).toBe(201);
      }
      // The photo, its thumbnail and the receipt.
      expect(await storage.list(homeFilesPrefix(rental.id))).toHaveLength(3);

      expect((await user.client.delete(`/api/homes/${rental.id}`)).status).toBe(204);
      expect(await storage.list(homeFilesPrefix(rental.id))).toEqual([]);
      expect(await storage.list(homeFilesPrefix(firstHomeId))).toHaveLength(1);
    });

    test("the export lists the home's documents", async () => {
      const user = await signUp(server);
      const document = await uploaded(user, { bytes: pdfBytes(), name: "manual.pdf" }, { kind: "manual" });
      const exported = await user.client.get<{ records: Record<string, { id: string; name: string; kind: string }[]> }>("/api/users/me/export");
      expect(exported.status).toBe(200);
      expect(exported.body.records.documents).toEqual([expect.objectContaining({ id: document.id, name: "manual.pdf", kind: "manual" })]);
    });

    test("the export's ZIP holds the JSON and every home's files under safe names, a folder per home, and no file of another home", async () => {
      const user = await signUp(server);
      const larger = pdfBytes(400 * 1024);
      await uploaded(user, { bytes: larger, name: "Furnace manual.pdf" }, { kind: "manual" });
      await uploaded(user, { bytes: jpegBytes, name: "plate.jpg" }, { kind: "photo", name: "Rating plate: 12/2019" });
      await uploaded(user, { bytes: pdfBytes(3_000), name: "other.pdf" }, { name: "furnace MANUAL.pdf" });
      const created = await user.client.post("/api/homes", { name: "Lake/cabin" });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const cabin = homeResponseSchema.parse(created.body);
      const inCabin = { headers: { [HOME_HEADER]: cabin.id } };
      expect((await user.client.post("/api/documents", undefined, { form: formOf({ bytes: pdfBytes(5_000), name: "../../dock.pdf" }), ...inCabin })).status).toBe(201);
      const stranger = await signUp(server);
      const theirs = pdfBytes(7_777);
      await uploaded(stranger, { bytes: theirs, name: "Furnace manual.pdf" });

      const answer = await download(server, user, "/api/users/me/export.zip");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/zip");
      expect(answer.headers.get("content-disposition")).toBe('attachment; filename="hearthkeep-export.zip"');
      const files = await unzip(answer.bytes);
      const exported = accountExportSchema.parse(JSON.parse(files.get("hearthkeep-export.json")!.toString("utf8")));
      expect(exported.user.email).toBe(user.user.email);
      expect(exported.records.documents).toHaveLength(4);
      const firstHome = exported.homes.find((home) => home.id !== cabin.id)!;
      const folder = firstHome.name ?? "Home";
      expect([...files.keys()].sort()).toEqual(
        [`${folder}/Furnace manual.pdf`, `${folder}/Rating plate_ 12_2019.jpg`, `${folder}/furnace MANUAL (2).pdf`, "Lake_cabin/dock.pdf", "hearthkeep-export.json"].sort(),
      );
      expect(files.get(`${folder}/Furnace manual.pdf`)!.equals(larger)).toBe(true);
      expect(files.get(`${folder}/Rating plate_ 12_2019.jpg`)!.equals(jpegBytes)).toBe(true);
      expect(files.get("Lake_cabin/dock.pdf")!.equals(pdfBytes(5_000))).toBe(true);
      expect([...files.values()].some((bytes) => bytes.equals(theirs))).toBe(false);

      // The stranger's archive holds their one file, and none of this person's.
      const strangers = await unzip((await download(server, stranger, "/api/users/me/export.zip")).bytes);
      expect([...strangers.keys()].filter((name) => name !== "hearthkeep-export.json").map((name) => strangers.get(name)!.equals(theirs))).toEqual([true]);
    });
  });

  async function homeIdOf(user: SignedInClient): Promise<string> {
    const home = await findHomeOfUser(server.database.db, user.user.id);
    if (!home) throw new Error("The user has no home");
    return home.id;
  }
});
