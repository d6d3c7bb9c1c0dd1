import { describe, expect, test } from "vitest";
import { safeArchiveName, uniqueNames } from "./archive-names.ts";

describe("safeArchiveName", () => {
  test.each([
    ["Furnace manual.pdf", "Furnace manual.pdf"],
    ["../../etc/passwd", "_.._etc_passwd"],
    ["Receipt: 12/03/2026?.jpg", "Receipt_ 12_03_2026_.jpg"],
    ["C:\\Windows\\win.ini", "C__Windows_win.ini"],
    ["  .hidden. ", "hidden"],
    ["con.pdf", "_con.pdf"],
    ["tab\there\u0000", "tab_here_"],
    ["", "Document"],
    ["...", "Document"],
  ])("makes %j a name of one file: %j", (name, safe) => {
    expect(safeArchiveName(name, "Document")).toBe(safe);
  });

  test("cuts a long name to 120 characters and keeps its extension", () => {
    const safe = safeArchiveName(`${"a".repeat(300)}.pdf`, "Document");
    expect(safe).toHaveLength(120);
    expect(safe.endsWith("a.pdf")).toBe(true);
  });
});

test("uniqueNames numbers a name given again, whatever its case, before its extension", () => {
  const unique = uniqueNames();
  expect(["Manual.pdf", "manual.pdf", "Manual.pdf", "Manual (2).pdf", "Photos"].map(unique)).toEqual(["Manual.pdf", "manual (2).pdf", "Manual (3).pdf", "Manual (2) (2).pdf", "Photos"]);
});
