import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { findImportCircles } from "./scripts/import-cycles.ts";

/*
 * ESLint's import-x/no-cycle does not follow `import type`; this check does, and dynamic `import()` too
 * (docs/architecture.md, "Who may import whom").
 */
describe("import circles", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function projectOf(files: Record<string, string>): string {
    const folder = mkdtempSync(path.join(tmpdir(), "hearthkeep-import-circles-"));
    folders.push(folder);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
    return folder;
  }

  test("the project has none, type-only imports included", () => {
    expect(findImportCircles(import.meta.dirname)).toEqual([]);
  });

  test("finds a circle of type-only imports", () => {
    const folder = projectOf({
      "a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
      "b.ts": 'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
    });
    expect(findImportCircles(folder)).toEqual([["a.ts", "b.ts"]]);
  });

  test("finds a circle of inline type imports, re-exports and dynamic imports over three files", () => {
    const folder = projectOf({
      "a.ts": 'import { type B } from "./b.ts";\nexport type A = { b?: B };\n',
      "b.ts": 'export type { C as B } from "./c.ts";\n',
      "c.ts": 'export type C = number;\nexport const load = () => import("./a.ts");\n',
    });
    expect(findImportCircles(folder)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  test("passes imports that go one way", () => {
    const folder = projectOf({
      "a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
      "b.ts": "export type B = number;\n",
    });
    expect(findImportCircles(folder)).toEqual([]);
  });
});
