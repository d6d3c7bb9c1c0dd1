import { describe, expect, test } from "vitest";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  test.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [820, "820 bytes"],
    [182_044, "178 KB"],
    [4_718_592, "4.5 MB"],
    [20 * 1024 * 1024, "20 MB"],
    [500 * 1024 * 1024, "500 MB"],
    [1.25 * 1024 * 1024 * 1024, "1.3 GB"],
  ])("%i bytes read as %s", (bytes, words) => {
    expect(formatFileSize(bytes)).toBe(words);
  });
});
