/**
 * `npm run test:visual`: builds the static Storybook, then screenshots every story in both themes
 * (and at a phone width for stories tagged `visual-mobile`) and compares each with its committed
 * baseline. `npm run test:visual -- --update` rewrites the baselines whose pictures really changed (beyond
 * the tolerance of visual/playwright.config.ts) and writes the missing ones, leaving every other file as it
 * is; whatever it wrote is then re-encoded losslessly into fewer bytes (docs/decisions/073). A failing
 * comparison leaves the expected, actual and diff images under visual/diff/. `--no-build` uses the
 * Storybook already in storybook-static/ (npm test builds it earlier, beside the lint).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { picturesWrittenSince, shrinkPictures } from "./baseline-pictures.ts";

const root = path.resolve(import.meta.dirname, "..");
const update = process.argv.includes("--update");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" };
const baselines = path.join(root, "visual", "baselines");
const started = Date.now();

if (!process.argv.includes("--no-build")) {
  const build = spawnSync(bin("storybook"), ["build", "--quiet", "-o", "storybook-static"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const passThrough = process.argv.slice(2).filter((arg) => arg !== "--update" && arg !== "--no-build");
const args = ["test", "--config", "visual/playwright.config.ts", ...passThrough];
// "changed", not "all": "all" rewrote every baseline whose bytes differed from a new screenshot's, hundreds
// of pixel-identical files at a time, and each rewrite grew every clone of the repository for good.
if (update) args.push("--update-snapshots=changed");
const run = spawnSync(bin("playwright"), args, { cwd: root, stdio: "inherit", env });

// Playwright writes a baseline as Chromium encoded it; the same pixels fit in about a quarter fewer bytes.
const written = picturesWrittenSince(baselines, started);
if (written.length > 0) {
  const { shrunk, bytesSaved } = await shrinkPictures(written);
  console.log(`${written.length} baseline(s) written; ${shrunk} re-encoded losslessly, ${Math.round(bytesSaved / 1024)} KB smaller.`);
}
process.exit(run.status ?? 1);
