import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { bodyETag } from "./body-etag.ts";

/** The weak tag Express gives a body by default: its length in bytes (hex) and the SHA-1 of its bytes. */
function expressWeakTag(bytes: Buffer): string {
  return `W/"${bytes.length.toString(16)}-${createHash("sha1").update(bytes).digest("base64").slice(0, 27)}"`;
}

test.each([
  ["an empty body", ""],
  ["a JSON answer", JSON.stringify({ data: [{ id: "7b0c", name: "Replace the filter", dueDate: "2026-12-01" }] })],
  ["text beyond ASCII, counted in bytes", "Nettoyer le filtre du lave-vaisselle · 15 € ✓"],
])("tags %s as Express does, so a tag kept by a browser still matches", (_, body) => {
  expect(bodyETag(body)).toBe(expressWeakTag(Buffer.from(body, "utf8")));
  expect(bodyETag(Buffer.from(body, "utf8"))).toBe(expressWeakTag(Buffer.from(body, "utf8")));
});

test("a body sent in another encoding is tagged by the bytes that are sent", () => {
  expect(bodyETag("héllo", "latin1")).toBe(expressWeakTag(Buffer.from("héllo", "latin1")));
});

test("two bodies that differ by one character get different tags", () => {
  expect(bodyETag('{"done":false}')).not.toBe(bodyETag('{"done":true }'));
});
