import { HttpResponse } from "msw";
import { z } from "zod";
import {
  DEFAULT_DOCUMENTS_QUOTA_BYTES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentKindSchema,
  documentListResponseSchema,
  documentResponseSchema,
  updateDocumentRequestSchema,
  type HomeDocument,
} from "@domain/contract/documents.ts";
import { mockPathOf, mockRoute } from "../route-mocks.ts";
import { homeDocumentOf, mockThumbnailJpeg, someHomeDocuments, usageOf } from "../fixtures/documents.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { simulateWork } from "./simulated-latency.ts";

export const documentUrls = {
  list: mockPathOf("listDocuments"),
  upload: mockPathOf("uploadDocument"),
  file: mockPathOf("downloadDocument"),
  thumbnail: mockPathOf("getDocumentThumbnail"),
  one: mockPathOf("updateDocument"),
} as const;

const keptTypes: Record<string, HomeDocument["contentType"]> = {
  "application/pdf": "application/pdf",
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
  // The server converts HEIC photos to JPEG.
  "image/heic": "image/jpeg",
  "image/heif": "image/jpeg",
};

const uuidOrNull = (field: FormDataEntryValue | null): string | null => (typeof field === "string" && z.uuid().safeParse(field).success ? field : null);

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

/**
 * A home's documents over a list of their own: uploads, renames and deletions change it. The mock trusts
 * the browser's type where the server reads the bytes; it refuses what the server would by size and quota.
 */
export function documentLibrary(initial: readonly HomeDocument[] = someHomeDocuments(), quotaBytes = DEFAULT_DOCUMENTS_QUOTA_BYTES) {
  let list = initial.map((document) => ({ ...document }));
  const find = (id: unknown) => list.find((document) => document.id === id);
  const notFound = () => refuse(404, errorBody("NOT_FOUND", DOCUMENT_MESSAGES.notFound));
  return [
    mockRoute("listDocuments", ({ request }) => {
      const applianceId = new URL(request.url).searchParams.get("applianceId");
      const data = applianceId ? list.filter((document) => document.applianceId === applianceId) : list;
      return HttpResponse.json(documentListResponseSchema.parse({ data, usage: usageOf(list, quotaBytes) }));
    }),
    mockRoute("uploadDocument", async ({ request }) => {
      await simulateWork("create");
      const form = await request.formData();
      const file = form.get("file");
      if (!(file instanceof File)) return refuse(400, errorBody("BAD_REQUEST", DOCUMENT_MESSAGES.noFile));
      const contentType = keptTypes[file.type];
      if (!contentType) return refuse(415, errorBody("UNSUPPORTED_FILE_TYPE", DOCUMENT_MESSAGES.unsupportedType));
      if (file.size > DOCUMENT_MAX_BYTES) return refuse(413, errorBody("FILE_TOO_LARGE", DOCUMENT_MESSAGES.tooLarge));
      if (usageOf(list, quotaBytes).usedBytes + file.size > quotaBytes) return refuse(413, errorBody("QUOTA_EXCEEDED", DOCUMENT_MESSAGES.quotaExceeded));
      const name = form.get("name");
      const applianceId = form.get("applianceId");
      const completionId = form.get("completionId");
      const document = homeDocumentOf({
        name: typeof name === "string" && name.trim() ? name.trim() : file.name || "Document",
        kind: documentKindSchema.catch("other").parse(form.get("kind") ?? "other"),
        contentType,
        sizeBytes: file.size,
        hasThumbnail: contentType !== "application/pdf",
        // The task fixtures name their appliances in words, not UUIDs: a document keeps only what the contract allows.
        applianceId: uuidOrNull(applianceId),
        completionId: uuidOrNull(completionId),
        createdAt: new Date().toISOString(),
      });
      list = [document, ...list];
      return HttpResponse.json(documentResponseSchema.parse({ data: document }), { status: 201 });
    }),
    mockRoute("downloadDocument", ({ params }) => {
      const document = find(params.id);
      if (!document) return notFound();
      const body = document.contentType === "application/pdf" ? new TextEncoder().encode("%PDF-1.7\n%%EOF\n") : bytesOf(mockThumbnailJpeg);
      return new HttpResponse(body, { headers: { "Content-Type": document.contentType, "Content-Disposition": `attachment; filename="${document.name}"`, "X-Content-Type-Options": "nosniff" } });
    }),
    mockRoute("getDocumentThumbnail", ({ params }) => {
      const document = find(params.id);
      if (!document?.hasThumbnail) return notFound();
      return new HttpResponse(bytesOf(mockThumbnailJpeg), { headers: { "Content-Type": "image/jpeg", "X-Content-Type-Options": "nosniff" } });
    }),
    mockRoute("updateDocument", async ({ params, request }) => {
      await simulateWork("update");
      const document = find(params.id);
      if (!document) return notFound();
      const changes = updateDocumentRequestSchema.parse(await request.json());
      Object.assign(document, changes.name !== undefined && { name: changes.name }, changes.kind !== undefined && { kind: changes.kind });
      return HttpResponse.json(documentResponseSchema.parse({ data: document }));
    }),
    mockRoute("deleteDocument", async ({ params }) => {
      await simulateWork("delete");
      if (!find(params.id)) return notFound();
      list = list.filter((document) => document.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const documentHandlers = {
  some: () => documentLibrary(),
  empty: () => documentLibrary([]),
  // MSW answers with the first handler that matches: each variant's own upload goes before the library's.
  /** The list loads; an upload never answers (the uploading state). */
  uploading: () => [mockRoute("uploadDocument", neverAnswer), ...documentLibrary([])],
  /** Every upload is refused as the server refuses a file it cannot read. */
  failing: () => [mockRoute("uploadDocument", () => refuse(415, errorBody("UNSUPPORTED_FILE_TYPE", DOCUMENT_MESSAGES.unsupportedType))), ...documentLibrary([])],
  /** A home whose documents fill its quota: every upload is refused. */
  full: () => documentLibrary(someHomeDocuments(), usageOf(someHomeDocuments()).usedBytes),
};
