import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, type DocumentUsage } from "@domain/contract/documents.ts";
import { formatFileSize } from "./file-size.ts";

/** What the file input offers: the types the server keeps, and HEIC photos, which it converts to JPEG. */
export const ACCEPTED_FILES = "application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif";

/** The quota's refusal with its numbers: what the home holds, of how much, and what this file would add. */
export function quotaFullWords(usage: DocumentUsage | undefined, fileBytes: number | undefined): string {
  if (!usage) return DOCUMENT_MESSAGES.quotaExceeded;
  const held = `This home's documents take ${formatFileSize(usage.usedBytes)} of ${formatFileSize(usage.quotaBytes)}`;
  return `${DOCUMENT_MESSAGES.quotaExceeded} ${held}${fileBytes === undefined ? "." : `, and this file is ${formatFileSize(fileBytes)}.`}`;
}

/**
 * The refusal the server would give, known before a byte is sent (docs/product.md §4.19): a file over
 * 20 MB, or one the home's quota has no room for. The server checks again, and alone reads the type.
 */
export function refusalBeforeUpload(file: Pick<File, "size">, usage: DocumentUsage | undefined): string | undefined {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (usage && usage.usedBytes + file.size > usage.quotaBytes) return quotaFullWords(usage, file.size);
  return undefined;
}

/** Whether the home's quota is used up: uploading is then offered no more, and the panel says why. */
export const quotaIsFull = (usage: DocumentUsage | undefined): boolean => usage !== undefined && usage.usedBytes >= usage.quotaBytes;
