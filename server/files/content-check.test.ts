import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { DOCUMENT_MESSAGES } from "@domain/contract/documents.ts";
import { checkDocument } from "./content-check.ts";

const image = (format: "png" | "webp" | "jpeg") =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: "#2a6cb4" } })
    .toFormat(format)
    .toBuffer();

/** The start of an ISO base media file whose brand says HEIC, as an iPhone writes it, with no picture after it. */
const heicHeaderOnly = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.from([0, 0, 0, 0]), Buffer.from("mif1heic"), Buffer.alloc(64)]);

describe("checkDocument", () => {
  test.each([
    ["an HTML page named like a PDF", Buffer.from("<!DOCTYPE html><html><script>alert(1)</script></html>")],
    ["an SVG with a script", Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["a ZIP archive", Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(40)])],
    ["plain text", Buffer.from("Model 59SC5, serial 1234")],
  ])("refuses %s, whatever its name", async (_name, bytes) => {
    await expect(checkDocument(bytes)).rejects.toMatchObject({ status: 415, code: "UNSUPPORTED_FILE_TYPE", message: DOCUMENT_MESSAGES.unsupportedType });
  });

  test("keeps a PDF as it is, without a thumbnail", async () => {
    const pdf = Buffer.from("%PDF-1.7\n%%EOF\n");
    expect(await checkDocument(pdf)).toEqual({ bytes: pdf, contentType: "application/pdf", extension: "pdf", thumbnail: undefined });
  });

  test.each([
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["jpeg", "image/jpeg"],
  ] as const)("keeps a %s image as it is, with a JPEG thumbnail 320 px wide", async (format, contentType) => {
    const bytes = await image(format);
    const checked = await checkDocument(bytes);
    expect(checked.contentType).toBe(contentType);
    expect(checked.bytes).toBe(bytes);
    expect(await sharp(checked.thumbnail).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 160 });
  });

  test("refuses an image the image library cannot read, though its first bytes say PNG", async () => {
    const broken = Buffer.concat([(await image("png")).subarray(0, 40), Buffer.alloc(200)]);
    await expect(checkDocument(broken)).rejects.toMatchObject({ status: 415, code: "UNSUPPORTED_FILE_TYPE" });
  });

  test("takes a HEIC photo to its converter, and says so when it cannot be read", async () => {
    await expect(checkDocument(heicHeaderOnly)).rejects.toMatchObject({ status: 415, code: "UNSUPPORTED_FILE_TYPE", message: DOCUMENT_MESSAGES.unreadablePhoto });
  });
});
