/**
 * `npm start`: rebuilds the web app and the server when a build is missing or older than its sources,
 * then starts the built server (which applies pending migrations as it opens the database). Plain Node
 * runs this file and the built server: nothing compiles TypeScript at run time
 * (docs/decisions/025-compiled-server.md).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defaultServerOutdir, newestModification, projectRoot as root, serverBuildIsStale, serverEntry } from "./build-server.ts";

const webSources = ["index.html", "vite.config.ts", "path-aliases.ts", "public", "app", "features", "ui", "domain"];
const builtIndex = path.join(root, "dist", "web", "index.html");

/** Runs a build step in a process of its own, so that none of its memory stays with the server. */
function build(what: string, args: string[]) {
  console.log(what);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = newestModification(builtIndex);
const sourcesChangedAt = Math.max(...webSources.map((source) => newestModification(path.join(root, source))));
if (builtAt === 0 || sourcesChangedAt > builtAt) {
  build(builtAt === 0 ? "Building the web app (no build yet)…" : "Building the web app (sources changed)…", [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build"]);
}
if (serverBuildIsStale()) build("Building the server…", [path.join(root, "scripts", "build-server.ts")]);

// Stack traces name the bundle's lines. Mapping them to the TypeScript sources at every start would
// cost about 75 MB of memory; `NODE_OPTIONS=--enable-source-maps npm start` does it when wanted.
await import(pathToFileURL(serverEntry(defaultServerOutdir)).href);
