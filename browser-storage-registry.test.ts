import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { BROWSER_STORAGE, registryEntryFor, type BrowserStore } from "./domain/entities/browser-storage-registry.ts";

/*
 * The cookie policy lists what domain/entities/browser-storage-registry.ts lists. This test reads the
 * product's source for every place that writes to the browser (Web Storage, cookies, the service worker's
 * caches, IndexedDB), follows each key back to where it is spelt (through constants and imports), and
 * fails on a key the registry lacks. A key computed at run time (per account, set aside when damaged) is
 * checked in the browser instead, after every end-to-end journey (e2e/browser-storage.ts).
 */

const root = import.meta.dirname;
const SOURCE_FOLDERS = ["app", "lib", "features", "ui", "server", "domain", "public"];
const SOURCE_FILES = ["vite.config.ts"];
const isProductSource = (file: string) =>
  /\.(ts|tsx|js)$/.test(file) && !/\.(test|stories|browser\.test|int\.test)\.tsx?$/.test(file) && !file.includes("test-support") && !file.endsWith("mockServiceWorker.js") && !file.includes(`${path.sep}dev${path.sep}`);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const ALIASES: Record<string, string> = { "@ui/": "ui/", "@features/": "features/", "@lib/": "lib/", "@app/": "app/", "@domain/": "domain/", "@server/": "server/" };

/** The file an import names, when it is one of the project's own. */
function importedFile(fromFile: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const target = alias ? path.join(root, ALIASES[alias]!, specifier.slice(alias.length)) : specifier.startsWith(".") ? path.resolve(path.dirname(fromFile), specifier) : undefined;
  return target && existsSync(target) ? target : undefined;
}

const parsed = new Map<string, ts.SourceFile>();
function sourceOf(file: string, text?: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, text ?? readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

/** A constant's value as written (a string, or an object of them), or undefined when it is computed. */
type Spelt = string | { readonly [property: string]: Spelt } | undefined;

function speltValue(expression: ts.Expression, source: ts.SourceFile, depth = 0): Spelt {
  if (depth > 8) return undefined;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)) return speltValue(expression.expression, source, depth + 1);
  if (ts.isObjectLiteralExpression(expression)) {
    const value: Record<string, Spelt> = {};
    for (const property of expression.properties) {
      if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) value[property.name.text] = speltValue(property.initializer, source, depth + 1);
    }
    return value;
  }
  if (ts.isIdentifier(expression)) return constantNamed(expression.text, source, depth + 1);
  if (ts.isPropertyAccessExpression(expression)) {
    const owner = speltValue(expression.expression, source, depth + 1);
    return typeof owner === "object" ? owner[expression.name.text] : undefined;
  }
  return undefined;
}

/** The value of the constant `name` in `source`, or of the one it imports under that name. */
function constantNamed(name: string, source: ts.SourceFile, depth: number): Spelt {
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) return speltValue(declaration.initializer, source, depth);
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      const binding = statement.importClause.namedBindings.elements.find((element) => element.name.text === name);
      const file = binding && importedFile(source.fileName, statement.moduleSpecifier.text);
      if (binding && file) return constantNamed((binding.propertyName ?? binding.name).text, sourceOf(file), depth + 1);
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      const binding = statement.exportClause.elements.find((element) => element.name.text === name);
      const file = binding && importedFile(source.fileName, statement.moduleSpecifier.text);
      if (binding && file) return constantNamed((binding.propertyName ?? binding.name).text, sourceOf(file), depth + 1);
    }
  }
  return undefined;
}

export type StorageWrite = { file: string; line: number; stores: readonly BrowserStore[]; key: string | undefined; written: string };

/** Every write to the browser in `source`, with its key when the source spells it. */
function storageWrites(source: ts.SourceFile): StorageWrite[] {
  const writes: StorageWrite[] = [];
  const add = (node: ts.Node, stores: readonly BrowserStore[], keyExpression: ts.Expression | undefined) => {
    const spelt = keyExpression ? speltValue(keyExpression, source) : undefined;
    writes.push({
      file: path.relative(root, source.fileName),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      stores,
      key: typeof spelt === "string" ? spelt : undefined,
      written: node.getText().split("\n")[0]!.slice(0, 120),
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression.getText();
      const [first] = node.arguments;
      if (method === "setItem" && node.arguments.length === 2) add(node, /session/i.test(receiver) ? ["sessionStorage"] : /local/i.test(receiver) ? ["localStorage"] : ["localStorage", "sessionStorage"], first);
      else if (method === "cookie" && node.arguments.length >= 2) add(node, ["cookie"], first);
      else if (method === "open" && /\bcaches$/.test(receiver)) add(node, ["cacheStorage"], first);
      else if (method === "open" && /\bindexedDB$/.test(receiver)) add(node, ["indexedDB"], first);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "cacheName") add(node, ["cacheStorage"], node.initializer);
    // React Router's scroll restoration keeps the positions in session storage, under its own name unless given one.
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText() === "ScrollRestoration") {
      const storageKey = node.attributes.properties.find((attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === "storageKey");
      const initializer = storageKey && ts.isJsxAttribute(storageKey) ? storageKey.initializer : undefined;
      const keyExpression = initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
      add(node, ["sessionStorage"], keyExpression ?? ts.factory.createStringLiteral(REACT_ROUTER_SCROLL_KEY));
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && /\bdocument\.cookie$/.test(node.left.getText())) {
      const spelt = speltValue(node.right, source);
      writes.push({
        file: path.relative(root, source.fileName),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        stores: ["cookie"],
        key: typeof spelt === "string" ? spelt.split("=")[0]!.trim() : undefined,
        written: node.getText().slice(0, 120),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** The name React Router's ScrollRestoration stores under when it is given none. */
const REACT_ROUTER_SCROLL_KEY = "react-router-scroll-positions";

const unregistered = (write: StorageWrite) => write.key !== undefined && !write.stores.some((store) => registryEntryFor(store, write.key!) !== undefined);

const productFiles = [...SOURCE_FOLDERS.flatMap((folder) => filesUnder(path.join(root, folder))), ...SOURCE_FILES.map((file) => path.join(root, file))].filter(isProductSource);
const productWrites = productFiles.flatMap((file) => storageWrites(sourceOf(file)));

describe("every key the product writes to the browser is in the registry the cookie policy lists", () => {
  test("no write in the product's source names a key the registry lacks", () => {
    expect(productWrites.filter(unregistered).map((write) => `${write.file}:${write.line} ${write.written} → ${write.key}`)).toEqual([]);
  });

  test("the keys spelt through constants and imports are followed to their names", () => {
    const found = (file: string) => productWrites.filter((write) => write.file === file).map((write) => write.key);
    expect(found("lib/theme/theme-storage.ts")).toEqual(["hearthkeep:theme"]);
    expect(found("lib/http/pending-sign-out.ts")).toEqual(["hearthkeep:pending-sign-out"]);
    expect(found("app/page-loading.tsx")).toEqual(["hearthkeep:first-paint-done"]);
    expect(found("server/security/csrf.ts")).toEqual(["csrf_token"]);
    expect(found("server/security/refresh-cookie.ts")).toEqual(["refresh_token"]);
    expect(found("vite.config.ts")).toEqual(["guide-drawings"]);
    expect(found("app/layouts.tsx")).toEqual(["hearthkeep:scroll-positions"]);
  });

  test.each([
    ["a literal key", 'localStorage.setItem("hearthkeep:not-listed", "1");'],
    ["a key through a constant", 'const KEY = "hearthkeep:not-listed";\nexport function save(storage: Storage) { storage.setItem(KEY, "1"); }'],
    ["a session-storage key", 'sessionStorage.setItem("hearthkeep:theme", "dark");'],
    ["a cookie", 'res.cookie("remember_me", "1", {});'],
    ["a cookie set by script", 'document.cookie = "remember_me=1; path=/";'],
    ["a cache", 'void caches.open("drawings-v2");'],
    ["a database", 'indexedDB.open("hearthkeep-db", 1);'],
    ["the router's scroll positions under its own name", "export const Layout = () => <ScrollRestoration />;"],
  ])("%s the registry lacks is caught", (_, code) => {
    const writes = storageWrites(sourceOf(path.join(root, `unlisted-${code.length}-${code.charCodeAt(0)}.tsx`), code));
    expect(writes.filter(unregistered)).toHaveLength(1);
  });

  test("every entry of the registry has a purpose and a lifetime, and no two share a name", () => {
    for (const entry of BROWSER_STORAGE) {
      expect(entry.purpose, entry.name).toMatch(/\S.*\.$/);
      expect(entry.lifetime, entry.name).not.toBe("");
    }
    expect(new Set(BROWSER_STORAGE.map((entry) => entry.name)).size).toBe(BROWSER_STORAGE.length);
  });
});
