/**
 * Finds import circles among the project's TypeScript files, counting every kind of import: value, type-only
 * (`import type`, `export type … from`, `import("…").X` in a type) and dynamic `import()`.
 * ESLint's `import-x/no-cycle` skips type-only imports, and a circle of types is still two modules that
 * cannot be understood, moved or split apart one without the other (docs/architecture.md, "Who may import whom").
 *
 *   node scripts/import-cycles.ts    lists the circles of this project; exits 1 when there is one
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const sourceFile = /\.(ts|tsx|mts)$/;
const skippedFolders = new Set(["node_modules", "dist", "storybook-static", "coverage", "test-results", "playwright-report", ".git", ".data", ".tools"]);

/** Every TypeScript file below `root`, skipping build output and installed packages. */
export function sourceFilesBelow(root: string): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      if (skippedFolders.has(name)) continue;
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (sourceFile.test(name) && !name.endsWith(".d.ts")) files.push(full);
    }
  };
  visit(root);
  return files;
}

/** The compiler options of `root`'s tsconfig.json (its path aliases), or plain bundler resolution without one. */
function compilerOptionsOf(root: string): ts.CompilerOptions {
  const configPath = ts.findConfigFile(root, (file) => ts.sys.fileExists(file));
  if (configPath === undefined || path.dirname(configPath) !== root) {
    return { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowImportingTsExtensions: true };
  }
  // readConfigFile hands back the parsed JSON untyped; parseJsonConfigFileContent checks and types it.
  const config: unknown = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file)).config;
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** Each file's imports (of the given files only: packages are left out), type-only and dynamic ones included. */
export function importGraph(root: string, files: string[]): Map<string, string[]> {
  const options = compilerOptionsOf(root);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved !== undefined && known.has(path.resolve(resolved))) targets.add(path.resolve(resolved));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The circles of `graph`: each strongly connected group of files (Tarjan's algorithm), as paths relative
 * to `root`, sorted, each group sorted.
 */
export function importCircles(root: string, graph: Map<string, string[]>): string[][] {
  let nextIndex = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, nextIndex);
    lowLink.set(file, nextIndex);
    nextIndex += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfImport = group.length === 1 && (graph.get(file) ?? []).includes(file);
      if (group.length > 1 || selfImport) circles.push(group.map((each) => path.relative(root, each)).sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The import circles among the TypeScript files below `root`. */
export function findImportCircles(root: string): string[][] {
  const resolvedRoot = path.resolve(root);
  return importCircles(resolvedRoot, importGraph(resolvedRoot, sourceFilesBelow(resolvedRoot)));
}

if (import.meta.filename === process.argv[1]) {
  const circles = findImportCircles(path.resolve(import.meta.dirname, ".."));
  for (const circle of circles) console.log(`import circle: ${circle.join(" → ")}`);
  process.exitCode = circles.length > 0 ? 1 : 0;
}
