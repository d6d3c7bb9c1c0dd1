/**
 * `npm start`'s first step: rebuilds the web app and the server when a build is missing or older than
 * its sources, then exits. The start script then runs the built server (which applies pending
 * migrations as it opens the database) in a process of its own: Node runs this TypeScript file through
 * its type stripper, which would otherwise stay loaded in the server, about 20 MB of memory for nothing
 * (docs/decisions/025-compiled-server.md).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { newestModification, projectRoot as root, serverBuildIsStale } from "../server/build-server.ts";

const webSources = ["index.html", "vite.config.ts", "path-aliases.ts", "public", "app", "lib", "features", "ui", "domain"];
const builtIndex = path.join(root, "dist", "web", "index.html");

/** Runs a build step as its own command runs it, stopping `npm start` when it fails. */
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

