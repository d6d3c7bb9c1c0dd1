import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/*
 * The chunks a page's first load asks for, made few and large (docs/decisions/028-few-large-chunks-on-the-first-load.md).
 * Left to itself the bundler cut the dashboard's first load into some fifty files of a few KB each, and a
 * phone pays a round trip for nearly every one of them (six at a time over HTTP/1.1): more than their bytes.
 */

type Program = ReturnType<Rolldown.PluginContext["parse"]>;

/** What one module asks of another: the names it imports, or the whole of it (a namespace, `export *`, script). */
type Request = { source: string; names: ReadonlySet<string> | "all" };

/** Where a name a module passes on comes from: a name of another module, or "all", the whole of it (`export * as name`). */
type Origin = { source: string; name: string };

/**
 * A module as the closure sees it: what it imports and re-exports, and, for a module that only passes on
 * other modules' exports (a package's or a folder's index), where each name it exports comes from.
 */
export type ModuleShape = { requests: Request[]; passesOn?: { named: Map<string, Origin>; everythingOf: string[] } };

type Name = { type: string; name?: string; value?: unknown };
const nameOf = (node: Name): string => node.name ?? String(node.value);

/** A module's static imports and re-exports, read from its code (dynamic imports make chunks of their own). */
export function shapeOf(program: Program): ModuleShape {
  const requests: Request[] = [];
  const imported = new Map<string, Origin>();
  const named = new Map<string, Origin>();
  const everythingOf: string[] = [];
  let onlyPassesOn = program.body.length > 0;
  for (const node of program.body) {
    if (node.type === "ImportDeclaration") {
      const source = String(node.source.value);
      const names = new Set<string>();
      let all = false;
      for (const specifier of node.specifiers) {
        if (specifier.type === "ImportNamespaceSpecifier") all = true;
        const name = specifier.type === "ImportSpecifier" ? nameOf(specifier.imported) : specifier.type === "ImportDefaultSpecifier" ? "default" : "all";
        if (name !== "all") names.add(name);
        imported.set(specifier.local.name, { source, name });
      }
      requests.push({ source, names: all ? "all" : names });
    } else if (node.type === "ExportAllDeclaration") {
      const source = String(node.source.value);
      requests.push({ source, names: "all" });
      if (node.exported) named.set(nameOf(node.exported), { source, name: "all" });
      else everythingOf.push(source);
    } else if (node.type === "ExportNamedDeclaration" && !node.declaration) {
      const source = node.source ? String(node.source.value) : undefined;
      if (source) requests.push({ source, names: new Set(node.specifiers.map((specifier) => nameOf(specifier.local))) });
      for (const specifier of node.specifiers) {
        const origin = source ? { source, name: nameOf(specifier.local) } : imported.get(nameOf(specifier.local));
        if (origin) named.set(nameOf(specifier.exported), origin);
        // A name of its own, declared in the module: it has code, and is not only passing names on.
        else onlyPassesOn = false;
      }
    } else if (!(node.type === "ExpressionStatement" && "directive" in node && node.directive)) {
      // Anything but a directive ("use strict") is code of its own.
      onlyPassesOn = false;
    }
  }
  return onlyPassesOn ? { requests, passesOn: { named, everythingOf } } : { requests };
}

/** The module graph as the closure reads it. */
export type ModuleGraph = {
  /** Undefined for a module whose code could not be read (CommonJS, a virtual module): every import it has is followed. */
  shape(id: string): ModuleShape | undefined;
  importedIds(id: string): readonly string[];
  resolved(importer: string, source: string): string | undefined;
  /** Whether the bundler may drop the module when none of its names is used (its package says it has no side effects). */
  droppable(id: string): boolean;
};

/**
 * The modules that loading `roots` runs: everything they import, however deep, except what a package's
 * index passes on that nobody asked for. Through the index of a package without side effects (the icon
 * set's, React Query's, zod's), only the names imported are followed: the bundler drops the rest, and a
 * closure through every name would pull the whole icon set into the first load. The project's own indexes
 * are followed whole, as the bundler keeps any module of them whose code may have side effects: a module
 * the bundler keeps but the closure missed would land in a later chunk, which an earlier one then imports.
 */
export function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const followedWhole = new Set<string>();
  const namesAskedOf = new Map<string, Set<string>>();
  const pending: { id: string; names: ReadonlySet<string> | "all" }[] = [...roots].map((id) => ({ id, names: "all" }));
  const follow = (importer: string, request: Request) => {
    const id = graph.resolved(importer, request.source);
    if (id !== undefined) pending.push({ id, names: request.names });
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { id, names } = next;
    if (followedWhole.has(id)) continue;
    reached.add(id);
    const shape = graph.shape(id);
    if (shape?.passesOn && names !== "all" && graph.droppable(id)) {
      let asked = namesAskedOf.get(id);
      if (!asked) {
        asked = new Set<string>();
        namesAskedOf.set(id, asked);
        // What an index imports for its side effects alone runs whatever is asked of it.
        for (const request of shape.requests) if (request.names !== "all" && request.names.size === 0) follow(id, request);
      }
      for (const name of names) {
        if (asked.has(name)) continue;
        asked.add(name);
        const origin = shape.passesOn.named.get(name);
        if (origin) follow(id, { source: origin.source, names: origin.name === "all" ? "all" : new Set([origin.name]) });
        else for (const source of shape.passesOn.everythingOf) follow(id, { source, names: new Set([name]) });
      }
      continue;
    }
    followedWhole.add(id);
    const followed = new Set<string>();
    for (const request of shape?.requests ?? []) {
      const target = graph.resolved(id, request.source);
      if (target === undefined) continue;
      followed.add(target);
      pending.push({ id: target, names: request.names });
    }
    for (const target of graph.importedIds(id)) if (!followed.has(target)) pending.push({ id: target, names: "all" });
  }
  return reached;
}

const packageSideEffects = new Map<string, unknown>();

/**
 * Whether a module's package says, in its package.json `sideEffects`, that the module has none, so the
 * bundler drops it when none of its names is used. A pattern with a wildcard counts as naming the module.
 */
export function packageSaysNoSideEffects(id: string): boolean {
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id);
  if (!match) return false;
  const [, packageRoot = "", file = ""] = match;
  if (!packageSideEffects.has(packageRoot)) {
    let sideEffects: unknown = true;
    try {
      sideEffects = (JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8")) as { sideEffects?: unknown }).sideEffects ?? true;
    } catch {
      // No readable package.json: the module is taken to have side effects.
    }
    packageSideEffects.set(packageRoot, sideEffects);
  }
  const sideEffects = packageSideEffects.get(packageRoot);
  if (sideEffects === false) return true;
  if (!Array.isArray(sideEffects)) return false;
  return !sideEffects.some((pattern) => typeof pattern !== "string" || pattern.includes("*") || pattern.replace(/^\.\//, "") === file);
}

/** A chunk of the first load: the modules its roots run, less those of the entry and of the chunks before it. */
export type FirstLoadChunk = { name: string; roots: readonly string[] };

/**
 * The groups for `build.rolldownOptions.output.codeSplitting`, and the plugin that fills them once the
 * module graph is known. Each group is the static closure of its roots, less the entry's and the groups
 * before it, so chunks import each other one way only and a chunk holds nothing a page that loads it does
 * not also run. `shared` comes right after the first `beforeShared` chunks and takes what the chunks after
 * it have in common with `sharedWith`, so a page loading one of them does not load the other's.
 */
export function firstLoadChunks(options: {
  root: string;
  entry: string;
  chunks: readonly FirstLoadChunk[];
  beforeShared: number;
  shared: { name: string; between: string; and: readonly string[] };
}): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const { root, chunks, beforeShared, shared } = options;
  const groupOfModule = new Map<string, string>();
  const order = [...chunks.slice(0, beforeShared).map((chunk) => chunk.name), shared.name, ...chunks.slice(beforeShared).map((chunk) => chunk.name)];
  return {
    // Higher priority is made first; each test answers from the map the plugin fills.
    groups: order.map((name, index) => ({ name, priority: order.length - index, test: (id: string) => groupOfModule.get(id) === name })),
    plugin: {
      name: "hearthkeep:first-load-chunks",
      apply: "build",
      async buildEnd() {
        groupOfModule.clear();
        const ids = [...this.getModuleIds()];
        const entryId = path.join(root, options.entry);
        // Storybook's build reads the same config: only the app's own build has the app's entry.
        if (!this.getModuleInfo(entryId)) return;
        const shapes = new Map<string, ModuleShape>();
        const resolutions = new Map<string, string | undefined>();
        for (const id of ids) {
          const code = this.getModuleInfo(id)?.code;
          if (!code || /\.(css|json)(\?|$)/.test(id)) continue;
          let shape: ModuleShape;
          try {
            shape = shapeOf(this.parse(code));
          } catch {
            continue;
          }
          shapes.set(id, shape);
          for (const { source } of shape.requests) resolutions.set(`${id}\n${source}`, (await this.resolve(source, id))?.id);
        }
        const graph: ModuleGraph = {
          shape: (id) => shapes.get(id),
          importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          resolved: (importer, source) => resolutions.get(`${importer}\n${source}`),
          droppable: packageSaysNoSideEffects,
        };
        const resolveRoot = async (module: string) => {
          const id = /^(app|lib|features|ui|domain)\//.test(module) ? path.join(root, module) : (await this.resolve(module, entryId))?.id;
          if (!id || !this.getModuleInfo(id)) throw new Error(`The build has no module ${module}, which a first-load chunk starts from.`);
          return id;
        };
        const entry = staticClosure(graph, ids.filter((id) => this.getModuleInfo(id)?.isEntry));
        const closures = new Map<string, Set<string>>();
        for (const chunk of chunks) closures.set(chunk.name, staticClosure(graph, await Promise.all(chunk.roots.map(resolveRoot))));
        const claim = (name: string, modules: Iterable<string>) => {
          for (const id of modules) if (!entry.has(id) && !groupOfModule.has(id)) groupOfModule.set(id, name);
        };
        for (const chunk of chunks.slice(0, beforeShared)) claim(chunk.name, closures.get(chunk.name)!);
        const others = new Set(shared.and.flatMap((name) => [...closures.get(name)!]));
        claim(shared.name, [...closures.get(shared.between)!].filter((id) => others.has(id)));
        for (const chunk of chunks.slice(beforeShared)) claim(chunk.name, closures.get(chunk.name)!);
      },
    },
  };
}
