/**
 * `npm run test:visual`: builds the static Storybook, then screenshots every story in both themes
 * (and at a phone width for stories tagged `visual-mobile`) and compares each with its committed
 * baseline. `npm run test:visual -- --update` rewrites the baselines; a failing comparison leaves
 * the expected, actual and diff images under visual/diff/.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const update = process.argv.includes("--update");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" };

if (!process.argv.includes("--no-build")) {
  const build = spawnSync(bin("storybook"), ["build", "--quiet", "-o", "storybook-static"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const passThrough = process.argv.slice(2).filter((arg) => arg !== "--update" && arg !== "--no-build");
const args = ["test", "--config", "visual/playwright.config.ts", ...passThrough];
if (update) args.push("--update-snapshots=all");
const run = spawnSync(bin("playwright"), args, { cwd: root, stdio: "inherit", env });
process.exit(run.status ?? 1);
