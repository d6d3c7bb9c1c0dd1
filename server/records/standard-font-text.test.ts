import { describe, expect, test } from "vitest";
import { standardFontText } from "./standard-font-text.ts";

describe("text the PDF's standard fonts can write", () => {
  test.each([
    ["Zoé's café — “en route” €5", "Zoé's café — “en route” €5"],
    ["Michałowska, Łódź", "Michalowska, Lódz"],
    ["Жанна", "Zhanna"],
    ["Notes\non two lines\tand a tab", "Notes\non two lines and a tab"],
    ["🔥 boiler", "? boiler"],
  ])("%s is written %s", (text, written) => {
    expect(standardFontText(text)).toBe(written);
  });
});
