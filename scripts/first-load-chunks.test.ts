import path from "node:path";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, test } from "vitest";
import { packageSaysNoSideEffects, shapeOf, staticClosure, type ModuleGraph } from "./first-load-chunks.ts";

/**
 * A module graph from source texts keyed by id, the ids doubling as import specifiers; `droppable` names
 * the modules whose package says they have no side effects.
 */
function graphOf(sources: Record<string, string>, droppable: readonly string[] = []): ModuleGraph {
  const shapes = new Map(Object.entries(sources).map(([id, code]) => [id, shapeOf(parseAst(code))]));
  return {
    shape: (id) => shapes.get(id),
    importedIds: (id) => shapes.get(id)?.requests.map((request) => request.source) ?? [],
    resolved: (_importer, source) => (source in sources ? source : undefined),
    droppable: (id) => droppable.includes(id),
  };
}

describe("shapeOf", () => {
  test("a module of its own code lists what it imports and re-exports, by name or whole", () => {
    const shape = shapeOf(parseAst(`import a, { b as c } from "x"; import * as all from "y"; import "z"; export { d } from "w"; export const e = a + c + all;`));
    expect(shape.passesOn).toBeUndefined();
    expect(shape.requests).toEqual([
      { source: "x", names: new Set(["default", "b"]) },
      { source: "y", names: "all" },
      { source: "z", names: new Set() },
      { source: "w", names: new Set(["d"]) },
    ]);
  });

  test("an index that only passes names on says where each comes from", () => {
    const shape = shapeOf(parseAst(`"use strict"; import { a } from "x"; export { a as first }; export { b } from "y"; export * as all from "z"; export * from "w";`));
    expect(shape.passesOn?.named).toEqual(
      new Map([
        ["first", { source: "x", name: "a" }],
        ["b", { source: "y", name: "b" }],
        ["all", { source: "z", name: "all" }],
      ]),
    );
    expect(shape.passesOn?.everythingOf).toEqual(["w"]);
  });

  test("an index that declares a name of its own, or runs code, is a module of its own code", () => {
    expect(shapeOf(parseAst(`const own = 1; export { own };`)).passesOn).toBeUndefined();
    expect(shapeOf(parseAst(`export { a } from "x"; console.log("loaded");`)).passesOn).toBeUndefined();
  });
});

describe("staticClosure", () => {
  const sources = {
    page: `import { Bell } from "icons"; import { helper } from "./lib"; export const page = [Bell, helper];`,
    icons: `export { Bell } from "icons/bell"; export { Cart } from "icons/cart"; export * from "icons/more";`,
    "icons/bell": `export const Bell = 1;`,
    "icons/cart": `export const Cart = 2;`,
    "icons/more": `export const More = 3;`,
    "./lib": `export { helper } from "./lib/helper"; export { other } from "./lib/other";`,
    "./lib/helper": `export const helper = 4;`,
    "./lib/other": `export const other = 5;`,
    lazy: `export const later = import("icons/cart");`,
  };

  test("through a package index without side effects, only the names asked for are followed", () => {
    const reached = staticClosure(graphOf(sources, ["icons"]), ["page"]);
    expect(reached).toContain("icons/bell");
    expect(reached).not.toContain("icons/cart");
  });

  test("a name the index does not name itself is looked for in what it passes on whole", () => {
    const reached = staticClosure(graphOf({ ...sources, page: `import { More } from "icons"; export const page = More;` }, ["icons"]), ["page"]);
    expect(reached).toContain("icons/more");
    expect(reached).not.toContain("icons/bell");
  });

  test("the project's own indexes, which the bundler keeps whole, are followed whole", () => {
    const reached = staticClosure(graphOf(sources, ["icons"]), ["page"]);
    expect(reached).toContain("./lib/helper");
    expect(reached).toContain("./lib/other");
  });

  test("a package index with side effects is followed whole", () => {
    expect(staticClosure(graphOf(sources), ["page"])).toContain("icons/cart");
  });

  test("a dynamic import is not followed: it makes a chunk of its own", () => {
    expect(staticClosure(graphOf(sources, ["icons"]), ["lazy"])).toEqual(new Set(["lazy"]));
  });
});

describe("packageSaysNoSideEffects", () => {
  const modules = path.resolve(import.meta.dirname, "../node_modules");

  test("a package whose package.json says sideEffects: false", () => {
    expect(packageSaysNoSideEffects(path.join(modules, "lucide-react/dist/esm/lucide-react.js"))).toBe(true);
  });

  test("a module of the project's own, or of a package that says nothing, is taken to have side effects", () => {
    expect(packageSaysNoSideEffects(path.resolve(import.meta.dirname, "first-load-chunks.ts"))).toBe(false);
    expect(packageSaysNoSideEffects(path.join(modules, "no-such-package/index.js"))).toBe(false);
  });
});
