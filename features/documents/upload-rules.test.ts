import { describe, expect, test } from "vitest";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "@domain/contract/documents.ts";
import { quotaFullWords, quotaIsFull, refusalBeforeUpload } from "./upload-rules.ts";

const MB = 1024 * 1024;
const usage = { usedBytes: 498 * MB, quotaBytes: 500 * MB };

describe("refusalBeforeUpload", () => {
  test("lets a file through that fits in 20 MB and the quota's room", () => {
    expect(refusalBeforeUpload({ size: MB }, usage)).toBeUndefined();
    expect(refusalBeforeUpload({ size: DOCUMENT_MAX_BYTES }, undefined)).toBeUndefined();
  });

  test("refuses a file over 20 MB in the server's words", () => {
    expect(refusalBeforeUpload({ size: DOCUMENT_MAX_BYTES + 1 }, undefined)).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  test("refuses a file the quota has no room for, with the numbers", () => {
    expect(refusalBeforeUpload({ size: 4.5 * MB }, usage)).toBe(
      "This home's documents are full: delete some documents to make room for this file. This home's documents take 498 MB of 500 MB, and this file is 4.5 MB.",
    );
  });
});

describe("quotaFullWords and quotaIsFull", () => {
  test("without a file or a usage, say what they know", () => {
    expect(quotaFullWords(usage, undefined)).toBe(`${DOCUMENT_MESSAGES.quotaExceeded} This home's documents take 498 MB of 500 MB.`);
    expect(quotaFullWords(undefined, MB)).toBe(DOCUMENT_MESSAGES.quotaExceeded);
  });

  test("the quota is full once its bytes are used", () => {
    expect(quotaIsFull(usage)).toBe(false);
    expect(quotaIsFull({ usedBytes: 500 * MB, quotaBytes: 500 * MB })).toBe(true);
    expect(quotaIsFull(undefined)).toBe(false);
  });
});
