import busboy from "busboy";
import type { Request, RequestHandler, Response } from "express";
import { DOCUMENT_MESSAGES } from "@domain/contract/documents.ts";
import { AppError } from "../http/app-error.ts";

/** The file part of an upload, read whole into memory (at most the route's limit). */
export type ReceivedFile = { fileName: string; bytes: Buffer };

/** What the multipart body may hold beside its file: a few short text fields. */
const fieldLimits = { fields: 10, fieldSize: 1_000, parts: 12 };
/** Room for the multipart framing and fields around the file, for the early check of Content-Length. */
const framingAllowance = 64 * 1024;

export const fileTooLarge = () => new AppError(413, "FILE_TOO_LARGE", DOCUMENT_MESSAGES.tooLarge);

/** The upload's file part as `receiveUpload` left it. */
export function receivedFileOf(res: Response): ReceivedFile {
  const file = (res.locals as { upload?: ReceivedFile }).upload;
  if (!file) throw AppError.badRequest(DOCUMENT_MESSAGES.noFile, { field: "file" });
  return file;
}

/**
 * Reads a multipart/form-data upload (busboy): its text fields become `req.body`, for the route's schema,
 * and its part named `file` is kept in `res.locals.upload`. A body announced larger than the limit is
 * refused before a byte is read, and one that grows past it while streaming is refused as soon as it
 * does, the rest of it drained unread (decision 079).
 */
export function receiveUpload({ maxBytes }: { maxBytes: number }): RequestHandler {
  return async (req, res, next) => {
    if (!req.is("multipart/form-data")) throw AppError.badRequest("Send the document as multipart/form-data, with the file in a part named file", { field: "file" });
    const announced = Number(req.get("content-length") ?? Number.NaN);
    if (announced > maxBytes + framingAllowance) {
      drainAndClose(req, res);
      throw fileTooLarge();
    }
    const { fields, file } = await readMultipart(req, maxBytes).catch((error: unknown) => {
      drainAndClose(req, res);
      throw error;
    });
    req.body = fields;
    if (file) (res.locals as { upload?: ReceivedFile }).upload = file;
    next();
  };
}

function drainAndClose(req: Request, res: Response) {
  // The answer goes before the body has arrived; reading the rest unread lets the client see it, and the
  // connection is not kept for another request after a body left half read.
  res.setHeader("Connection", "close");
  req.unpipe();
  req.resume();
}

function readMultipart(req: Request, maxBytes: number): Promise<{ fields: Record<string, string>; file: ReceivedFile | undefined }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // One byte of room past the limit: busboy's own limit counts a file of exactly the limit as over it.
      parser = busboy({ headers: req.headers, limits: { ...fieldLimits, files: 1, fileSize: maxBytes + 1 } });
    } catch {
      reject(AppError.badRequest("The upload's multipart body is malformed", { field: "file" }));
      return;
    }
    const fields: Record<string, string> = {};
    let file: ReceivedFile | undefined;
    let failed = false;
    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file") {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      stream.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > maxBytes) fail(fileTooLarge());
        else chunks.push(chunk);
      });
      stream.on("limit", () => fail(fileTooLarge()));
      stream.on("end", () => {
        if (!failed) file = { fileName: info.filename ?? "", bytes: Buffer.concat(chunks) };
      });
    });
    parser.on("error", () => fail(AppError.badRequest("The upload's multipart body is malformed", { field: "file" })));
    parser.on("close", () => {
      if (!failed) resolve({ fields, file });
    });
    req.pipe(parser);
  });
}
