/**
 * `npm start`: rebuilds the web app when its build is missing or older than its sources, then starts
 * the server (which applies pending migrations as it opens the database).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const webSources = ["index.html", "vite.config.ts", "path-aliases.ts", "public", "app", "features", "ui", "domain"];
const builtIndex = path.join(root, "dist", "web", "index.html");

function newestModification(entry: string): number {
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

const builtAt = newestModification(builtIndex);
const sourcesChangedAt = Math.max(...webSources.map((source) => newestModification(path.join(root, source))));
if (builtAt === 0 || sourcesChangedAt > builtAt) {
  console.log(builtAt === 0 ? "Building the web app (no build yet)…" : "Building the web app (sources changed)…");
  const build = spawnSync(process.execPath, [path.join(root, "node_modules", "vite", "bin", "vite.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import("../server/main.ts");
