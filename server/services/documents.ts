import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { DOCUMENT_MESSAGES, type uploadDocumentFieldsSchema, type DocumentListResponse, type HomeDocument, type UpdateDocumentRequest } from "@domain/contract/documents.ts";
import { textSchema } from "@domain/contract/text.ts";
import type { Database } from "../db/client.ts";
import {
  deleteDocument,
  documentBytesOfHome,
  findDocument,
  homeHasAppliance,
  homeHasCompletion,
  insertDocument,
  listDocuments,
  updateDocument,
  type DocumentRow,
} from "../db/repositories/documents-repository.ts";
import { lockHomeContents } from "../db/repositories/users-repository.ts";
import { checkDocument } from "../files/content-check.ts";
import { homeFilesPrefix, type FileStorage } from "../files/file-storage.ts";
import type { ReceivedFile } from "../files/multipart-upload.ts";
import { AppError } from "../http/app-error.ts";
import type { AuthContext } from "../security/require-auth.ts";

type UploadFields = ReturnType<typeof uploadDocumentFieldsSchema.parse>;

export const quotaExceeded = () => new AppError(413, "QUOTA_EXCEEDED", DOCUMENT_MESSAGES.quotaExceeded);

/** A file to send: its bytes as a stream, its type, and the name it is saved under. */
export type DocumentFile = { stream: Readable; contentType: string; fileName: string };

function toDocument(row: DocumentRow): HomeDocument {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    contentType: row.contentType as HomeDocument["contentType"],
    sizeBytes: row.sizeBytes,
    hasThumbnail: row.thumbnailKey !== null,
    applianceId: row.applianceId,
    completionId: row.completionId,
    createdAt: row.createdAt.toISOString(),
  };
}

const storedName = textSchema().trim().min(1).max(200);
const extensionOf = (contentType: string) => ({ "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" })[contentType] ?? "bin";

/** The name a document gets when none was given: the file's own, without its folder, or "Document". */
function nameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const parsed = storedName.safeParse(base.slice(0, 200));
  return parsed.success ? parsed.data : "Document";
}

/** The name the download is saved under: the document's name with its type's extension. */
export function downloadName(row: Pick<DocumentRow, "name" | "contentType">): string {
  const extension = extensionOf(row.contentType);
  return row.name.toLowerCase().endsWith(`.${extension}`) ? row.name : `${row.name}.${extension}`;
}

/** Deletes files after the rows that named them are gone; a file that fails to go is left behind rather than failing a change already made. */
export async function deleteFilesQuietly(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Deletes every file of the homes just deleted (their rows went with the home, by cascade). */
export async function deleteFilesOfHomes(storage: FileStorage, homeIds: readonly string[]): Promise<void> {
  await Promise.allSettled(homeIds.map((homeId) => storage.deletePrefix(homeFilesPrefix(homeId))));
}

/** The keys of a document's files. */
export const filesOf = (row: Pick<DocumentRow, "storageKey" | "thumbnailKey">) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])];

/**
 * A home's documents and photos (docs/decisions/079-document-storage.md): the rows in `documents`, the
 * bytes in the file storage under the home's prefix. Every call takes the caller's home and answers 404
 * for a document of another home.
 */
export function createDocumentService({ db, storage, quotaBytes }: { db: Database; storage: FileStorage; quotaBytes: number }) {
  async function rowOf(homeId: string, id: string): Promise<DocumentRow> {
    const row = await findDocument(db, homeId, id);
    if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    return row;
  }

  async function fileOf(key: string | null): Promise<Readable> {
    const stream = key ? await storage.get(key) : undefined;
    if (!stream) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    return stream;
  }

  return {
    async list({ homeId }: AuthContext, filter: { applianceId?: string | undefined }): Promise<DocumentListResponse> {
      const [rows, usedBytes] = await Promise.all([listDocuments(db, homeId, filter), documentBytesOfHome(db, homeId)]);
      return { data: rows.map(toDocument), usage: { usedBytes, quotaBytes } };
    },

    /** Refuses an upload to a home already at its quota before its body is read. */
    async assertRoomLeft({ homeId }: AuthContext): Promise<void> {
      if ((await documentBytesOfHome(db, homeId)) >= quotaBytes) throw quotaExceeded();
    },

    async upload({ homeId, userId }: AuthContext, fields: UploadFields, file: ReceivedFile): Promise<HomeDocument> {
      if (file.bytes.byteLength === 0) throw AppError.badRequest(DOCUMENT_MESSAGES.noFile, { field: "file" });
      if (fields.applianceId && !(await homeHasAppliance(db, homeId, fields.applianceId))) throw AppError.notFound(DOCUMENT_MESSAGES.applianceNotFound);
      if (fields.completionId && !(await homeHasCompletion(db, homeId, fields.completionId))) throw AppError.notFound(DOCUMENT_MESSAGES.completionNotFound);
      const checked = await checkDocument(file.bytes);
      if ((await documentBytesOfHome(db, homeId)) + checked.bytes.byteLength > quotaBytes) throw quotaExceeded();
      const id = randomUUID();
      const storageKey = `${homeFilesPrefix(homeId)}${id}.${checked.extension}`;
      const thumbnailKey = checked.thumbnail ? `${homeFilesPrefix(homeId)}${id}.thumbnail.jpg` : null;
      await storage.put(storageKey, checked.bytes, checked.contentType);
      if (checked.thumbnail && thumbnailKey) await storage.put(thumbnailKey, checked.thumbnail, "image/jpeg");
      try {
        const row = await db.transaction(async (tx) => {
          // Two uploads at once must not both fit in the room left for one: the home's row is locked while
          // the quota is counted again and the row written.
          await lockHomeContents(tx, homeId);
          if ((await documentBytesOfHome(tx, homeId)) + checked.bytes.byteLength > quotaBytes) throw quotaExceeded();
          return insertDocument(tx, {
            id,
            homeId,
            applianceId: fields.applianceId ?? null,
            completionId: fields.completionId ?? null,
            name: fields.name ?? nameFromFile(file.fileName),
            kind: fields.kind,
            contentType: checked.contentType,
            sizeBytes: checked.bytes.byteLength,
            storageKey,
            thumbnailKey,
            createdBy: userId,
          });
        });
        return toDocument(row);
      } catch (error) {
        await deleteFilesQuietly(storage, [storageKey, ...(thumbnailKey ? [thumbnailKey] : [])]);
        throw error;
      }
    },

    async download({ homeId }: AuthContext, id: string): Promise<DocumentFile> {
      const row = await rowOf(homeId, id);
      return { stream: await fileOf(row.storageKey), contentType: row.contentType, fileName: downloadName(row) };
    },

    async thumbnail({ homeId }: AuthContext, id: string): Promise<DocumentFile> {
      const row = await rowOf(homeId, id);
      return { stream: await fileOf(row.thumbnailKey), contentType: "image/jpeg", fileName: `${row.name} (thumbnail).jpg` };
    },

    async update({ homeId }: AuthContext, id: string, changes: UpdateDocumentRequest): Promise<HomeDocument> {
      const defined = { ...(changes.name !== undefined && { name: changes.name }), ...(changes.kind !== undefined && { kind: changes.kind }) };
      const row = Object.keys(defined).length > 0 ? await updateDocument(db, homeId, id, defined) : await findDocument(db, homeId, id);
      if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
      return toDocument(row);
    },

    async remove({ homeId }: AuthContext, id: string): Promise<void> {
      const row = await deleteDocument(db, homeId, id);
      if (!row) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
      await deleteFilesQuietly(storage, filesOf(row));
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
