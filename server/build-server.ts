/**
 * Bundles the server (`server/main.ts` and everything it imports, dependencies included) into a few
 * JavaScript files, so that a production server loads compiled code instead of compiling TypeScript
 * and thousands of small dependency modules at every start (docs/decisions/025-compiled-server.md).
 *
 *   node scripts/build-server.ts [OUTDIR]    builds into OUTDIR (dist/server by default); scripts/ and the
 *                                            tests import this module, the server never does
 *
 * Written in the TypeScript Node runs as it is (types only, relative imports), because `npm start`
 * runs it (through scripts/build-if-stale.ts) before anything else is built.
 */
import { readdirSync, statSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Metafile, Plugin } from "esbuild";

export const projectRoot = path.resolve(import.meta.dirname, "..");
export const defaultServerOutdir = path.join(projectRoot, "dist", "server");
/** The built server's entry point in an output folder. */
export const serverEntry = (outdir: string) => path.join(outdir, "main.js");

/**
 * The flags Node runs the built server with (`npm start`'s script in package.json names the same, a
 * test keeps them in step, and the bench and the tests that start a real server use these). V8 sizes its
 * generations from the host's memory unless told: on a 24 GiB host it allows a 4 GB heap, and at a limit
 * of 2 GB or more it lets the old generation grow to four times what survived the last full collection
 * before it collects again, so under load the server held 230–360 MB, most of it garbage promoted from
 * waiting requests. A 1 GB limit (some 60 times the 15 MB a full collection left alive after load) grows
 * it by about 1.6 instead; a 2 × 32 MB young generation, collected half as often, promotes less of what a
 * waiting request holds, which pays for the more frequent full collections. Decision 040 has the
 * measurements.
 */
export const serverNodeFlags = ["--max-semi-space-size=32", "--max-old-space-size=1024"];

/**
 * What the bundle is made of: when one of these changed after the build, the build is stale. The
 * installed packages' lock file changes with every `npm install`.
 */
const serverSources = ["server", "domain", "package.json", "node_modules/.package-lock.json", "tsconfig.json"];

/**
 * Left to Node at run time: PGlite finds its WebAssembly and data files next to its own modules, and
 * `pg-native` is an optional add-on `pg` tries to load only when asked.
 */
const external = ["@electric-sql/pglite", "@electric-sql/pglite/*", "pg-native", "sharp", "heic-convert"];

/** The newest modification time (ms) of a file, or of any file in a folder outside `node_modules` and dot-folders; 0 when missing. */
export function newestModification(entry: string): number {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.startsWith(".")) continue;
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

/** Whether the build in `outdir` is missing or older than a file it was made from (under `root`). */
export function serverBuildIsStale(outdir: string = defaultServerOutdir, root: string = projectRoot): boolean {
  const builtAt = newestModification(serverEntry(outdir));
  if (builtAt === 0) return true;
  return serverSources.some((source) => newestModification(path.join(root, source)) > builtAt);
}

/**
 * Builds the server into `outdir`, replacing what was there; answers the entry point's path and what went
 * into each file. `haltPoints` builds the server the crash tests kill at chosen instants (server/halt-points.ts);
 * no other build has them.
 */
export async function buildServer(outdir: string = defaultServerOutdir, { haltPoints = false }: { haltPoints?: boolean } = {}): Promise<{ entry: string; metafile: Metafile }> {
  const esbuild = await import("esbuild");
  await rm(outdir, { recursive: true, force: true });
  const { metafile } = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: { main: path.join(projectRoot, "server", "main.ts") },
    outdir,
    bundle: true,
    // The lazily loaded parts (the e-mail templates, the password dictionaries, each database's
    // driver) stay in chunks of their own, loaded only when first used. A CommonJS package loaded with
    // `import()` keeps only its default export in such a chunk: the app imports those statically from
    // a module of its own and loads that module with `import()` (server/security/password-estimator.ts).
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node24",
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
    external,
    // Bundled CommonJS dependencies call `require` for Node's own modules, which ES modules lack.
    banner: { js: 'import { createRequire as __hearthkeepCreateRequire } from "node:module"; const require = __hearthkeepCreateRequire(import.meta.url);' },
    plugins: haltPoints ? [sourceFileUrls, haltPointsOfTheCrashTests] : [sourceFileUrls],
    metafile: true,
  });
  return { entry: serverEntry(outdir), metafile };
}

/**
 * The app finds files beside its sources (`new URL("./migrations", import.meta.url)`): in the bundle
 * each module's `import.meta.url` is its source file's, as when it runs from TypeScript.
 */
const sourceFileUrls: Plugin = {
  name: "source-file-urls",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, "utf8");
      return { contents: text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/** Puts the halt points that stop when told (test-support/server/halt-points.ts) in place of the ones that never do. */
const haltPointsOfTheCrashTests: Plugin = {
  name: "halt-points-of-the-crash-tests",
  setup(build) {
    const inert = path.join(projectRoot, "server", "halt-points.ts");
    build.onResolve({ filter: /halt-points\.ts$/ }, (args) =>
      path.resolve(args.resolveDir, args.path) === inert ? { path: path.join(projectRoot, "test-support", "server", "halt-points.ts") } : undefined,
    );
  },
};

