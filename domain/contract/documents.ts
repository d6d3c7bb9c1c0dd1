import { z } from "zod";
import { textSchema } from "./text.ts";
import type { ApiRoute } from "./routes.ts";

/**
 * A home's documents and photos (manuals, receipts, invoices, warranty cards, photos of a rating plate or
 * of a finished task): `POST /api/documents` uploads one (multipart/form-data), `GET /api/documents` lists
 * them, `/api/documents/{id}/file` and `/thumbnail` download, `PUT` renames, `DELETE` removes.
 * docs/decisions/079-document-storage.md says how files are stored, checked and served.
 */

/** The most one file may hold: 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** What a home may hold in all, unless the server's DOCUMENTS_QUOTA_MB says otherwise: 500 MB. */
export const DEFAULT_DOCUMENTS_QUOTA_BYTES = 500 * 1024 * 1024;

export const DOCUMENT_KINDS = ["manual", "receipt", "invoice", "warranty", "photo", "other"] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** A kind in words, on the documents panel and in the maintenance record alike. */
export const DOCUMENT_KIND_NAMES: Record<DocumentKind, string> = {
  manual: "Manual",
  receipt: "Receipt",
  invoice: "Invoice",
  warranty: "Warranty card",
  photo: "Photo",
  other: "Other",
};

/**
 * The types a document is kept as, found from its bytes (never its name): HEIC photos are kept as the
 * JPEG they are converted to, so every kept type is one a browser opens.
 */
export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const documentContentTypeSchema = z.enum(DOCUMENT_CONTENT_TYPES);

/** The exact words of the refusals a person may meet while uploading (docs/product.md §8.6). */
export const DOCUMENT_MESSAGES = {
  tooLarge: "This file is larger than 20 MB. Choose a smaller file or a smaller scan.",
  quotaExceeded: "This home's documents are full: delete some documents to make room for this file.",
  unsupportedType: "Only PDF, JPEG, PNG, WebP and HEIC files can be uploaded.",
  unreadablePhoto: "This HEIC photo could not be read. Export it as JPEG and try again.",
  noFile: "Choose a file to upload.",
  notFound: "Document not found",
  applianceNotFound: "Appliance not found",
  completionNotFound: "Completed task not found",
} as const;

const documentNameSchema = textSchema().trim().min(1, "Give the document a name").max(200, "A document's name has at most 200 characters");

export const documentSchema = z.object({
  id: z.uuid(),
  name: z.string().min(1),
  kind: documentKindSchema,
  contentType: documentContentTypeSchema,
  sizeBytes: z.number().int().min(0),
  hasThumbnail: z.boolean(),
  applianceId: z.uuid().nullable(),
  completionId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type HomeDocument = z.infer<typeof documentSchema>;

/** How much of the home's quota its documents take. */
export const documentUsageSchema = z.object({ usedBytes: z.number().int().min(0), quotaBytes: z.number().int().min(0) });
export type DocumentUsage = z.infer<typeof documentUsageSchema>;

/**
 * The text fields of the upload's multipart body; its `file` part is the document itself, read and checked
 * by the server before these are validated. A missing name takes the file's own name.
 */
export const uploadDocumentFieldsSchema = z.object({
  name: documentNameSchema.optional(),
  kind: documentKindSchema.default("other"),
  applianceId: z.uuid().optional(),
  completionId: z.uuid().optional(),
});
export type UploadDocumentFields = z.input<typeof uploadDocumentFieldsSchema>;

export const documentResponseSchema = z.object({ data: documentSchema });
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

export const documentListQuerySchema = z.object({
  /** Only this appliance's documents. */
  applianceId: z.uuid().optional(),
});

export const documentListResponseSchema = z.object({ data: z.array(documentSchema), usage: documentUsageSchema });
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentParamsSchema = z.object({ id: z.uuid() });

export const updateDocumentRequestSchema = z.object({ name: documentNameSchema.optional(), kind: documentKindSchema.optional() });
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequestSchema>;

/** The bytes of a download: described as binary in the OpenAPI document, never checked as JSON. */
const fileBytesSchema = z.string().meta({ format: "binary" });

export const documentRoutes = [
  { method: "post", path: "/api/documents", operationId: "uploadDocument", summary: "Upload a document or photo (PDF, JPEG, PNG, WebP, HEIC; at most 20 MB) to the home", tag: "documents", auth: true, home: true, body: uploadDocumentFieldsSchema, bodyContentType: "multipart/form-data", successStatus: 201, response: documentResponseSchema },
  { method: "get", path: "/api/documents", operationId: "listDocuments", summary: "The home's documents, newest first, and how much of its quota they take", tag: "documents", auth: true, home: true, query: documentListQuerySchema, successStatus: 200, response: documentListResponseSchema },
  { method: "get", path: "/api/documents/{id}/file", operationId: "downloadDocument", summary: "A document's file, as an attachment", tag: "documents", auth: true, home: true, params: documentParamsSchema, successStatus: 200, response: fileBytesSchema, responseContentType: "application/octet-stream" },
  { method: "get", path: "/api/documents/{id}/thumbnail", operationId: "getDocumentThumbnail", summary: "A photo's thumbnail (JPEG, at most 320 px a side)", tag: "documents", auth: true, home: true, params: documentParamsSchema, successStatus: 200, response: fileBytesSchema, responseContentType: "image/jpeg" },
  { method: "put", path: "/api/documents/{id}", operationId: "updateDocument", summary: "Rename a document or change its kind", tag: "documents", auth: true, home: true, params: documentParamsSchema, body: updateDocumentRequestSchema, successStatus: 200, response: documentResponseSchema },
  { method: "delete", path: "/api/documents/{id}", operationId: "deleteDocument", summary: "Delete a document and its file", tag: "documents", auth: true, home: true, params: documentParamsSchema, successStatus: 204 },
] as const satisfies readonly ApiRoute[];
