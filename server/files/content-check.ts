import { fileTypeFromBuffer } from "file-type";
import { DOCUMENT_MESSAGES } from "@domain/contract/documents.ts";
import { AppError } from "../http/app-error.ts";

export type KeptContentType = "application/pdf" | "image/jpeg" | "image/png" | "image/webp";

/** A file as it will be kept: its bytes (a HEIC photo converted to JPEG), its type and a thumbnail for an image. */
export type CheckedDocument = { bytes: Uint8Array; contentType: KeptContentType; extension: string; thumbnail: Uint8Array | undefined };

const kept: Record<string, { contentType: KeptContentType; extension: string }> = {
  "application/pdf": { contentType: "application/pdf", extension: "pdf" },
  "image/jpeg": { contentType: "image/jpeg", extension: "jpg" },
  "image/png": { contentType: "image/png", extension: "png" },
  "image/webp": { contentType: "image/webp", extension: "webp" },
};
const heicTypes = new Set(["image/heic", "image/heif"]);

export const unsupportedType = () => new AppError(415, "UNSUPPORTED_FILE_TYPE", DOCUMENT_MESSAGES.unsupportedType);

/**
 * What a file is, from its first bytes (magic numbers), never from its name or the type the browser sent:
 * a `.pdf` that is really HTML is refused, and so is SVG, which a browser would run scripts in. A HEIC
 * photo becomes a JPEG, so every kept file is one any browser opens; an image that the image library
 * cannot read is refused too, since its thumbnail is made here.
 */
export async function checkDocument(bytes: Uint8Array): Promise<CheckedDocument> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) throw unsupportedType();
  const tools = () => import("./image-tools.ts");
  if (heicTypes.has(detected.mime)) {
    const { jpegOfHeic, thumbnailOf } = await tools();
    let jpeg: Uint8Array;
    try {
      jpeg = await jpegOfHeic(bytes);
    } catch {
      throw new AppError(415, "UNSUPPORTED_FILE_TYPE", DOCUMENT_MESSAGES.unreadablePhoto);
    }
    return { bytes: jpeg, contentType: "image/jpeg", extension: "jpg", thumbnail: await thumbnailOf(jpeg) };
  }
  const type = kept[detected.mime];
  if (!type) throw unsupportedType();
  if (type.contentType === "application/pdf") return { bytes, ...type, thumbnail: undefined };
  const { thumbnailOf } = await tools();
  try {
    return { bytes, ...type, thumbnail: await thumbnailOf(bytes) };
  } catch {
    throw unsupportedType();
  }
}
