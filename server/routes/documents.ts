import { pipeline } from "node:stream/promises";
import type { RequestHandler, Response, Router } from "express";
import { DOCUMENT_MAX_BYTES } from "@domain/contract/documents.ts";
import { receiveUpload, receivedFileOf } from "../files/multipart-upload.ts";
import { apiRouter } from "../http/router.ts";
import { answeredByHandler, type RouteRegistry } from "../http/route-registry.ts";
import { authOf } from "../security/require-auth.ts";
import type { DocumentFile, DocumentService } from "../services/documents.ts";
import { privateCaching } from "./request-context.ts";

/**
 * Sends a stored file as a download, never as a page (docs/decisions/079-document-storage.md): saved as an
 * attachment under the document's name, with the type its bytes were found to be, no sniffing, and a
 * policy that runs nothing should a browser open it all the same.
 */
async function sendDocumentFile(res: Response, file: DocumentFile): Promise<typeof answeredByHandler> {
  res.status(200);
  res.attachment(file.fileName);
  res.type(file.contentType);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
  await pipeline(file.stream, res);
  return answeredByHandler;
}

/** /api/documents, where server/app.ts mounts it: the home's documents and photos; a signed-in member only. */
export function documentRoutes({ registry, documents, requireAuth }: { registry: RouteRegistry; documents: DocumentService; requireAuth: RequestHandler }): Router {
  const router = apiRouter();
  router.use(requireAuth, privateCaching);
  // A home already at its quota is refused before the upload's body is read.
  const roomLeft: RequestHandler = async (req, _res, next) => {
    await documents.assertRoomLeft(authOf(req));
    next();
  };
  return registry.mount(router, "/api/documents", {
    uploadDocument: {
      before: [roomLeft, receiveUpload({ maxBytes: DOCUMENT_MAX_BYTES })],
      handle: async ({ body }, { req, res }) => ({ data: await documents.upload(authOf(req), body, receivedFileOf(res)) }),
    },
    listDocuments: async ({ query }, { req }) => documents.list(authOf(req), query),
    downloadDocument: ({ params }, { req, res }) => documents.download(authOf(req), params.id).then((file) => sendDocumentFile(res, file)),
    getDocumentThumbnail: ({ params }, { req, res }) => documents.thumbnail(authOf(req), params.id).then((file) => sendDocumentFile(res, file)),
    updateDocument: async ({ params, body }, { req }) => ({ data: await documents.update(authOf(req), params.id, body) }),
    deleteDocument: async ({ params }, { req }) => documents.remove(authOf(req), params.id),
  });
}
