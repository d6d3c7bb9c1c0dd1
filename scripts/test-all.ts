/**
 * `npm test`: every test layer in order, stopping at the first that fails:
 * typecheck then the web and Storybook builds beside the lint, unit, server integration, browser tests and the development build's stories (Chromium),
 * end-to-end, then every story (its play, then axe and a picture in each theme).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "hearthkeep-test-"));
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };

type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Runs one layer; `countResults` adds its counts to the totals before a failure stops the run. */
function run(title: string, command: string, args: string[], extraEnv: Record<string, string> = {}, countResults: () => void = () => undefined) {
  const started = Date.now();
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  countResults();
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s.`);
    printTotals();
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

type Layer = { title: string; command: string; args: string[] };

/** Runs a lane's layers one after another, stopping at the first that fails, each one's output held. */
async function runLane(lane: Layer[]) {
  const finished: { title: string; status: number | null; output: Buffer[]; seconds: string }[] = [];
  for (const { title, command, args } of lane) {
    const outcome = await new Promise<{ status: number | null; output: Buffer[]; seconds: string }>((resolve) => {
      const started = Date.now();
      const output: Buffer[] = [];
      const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
      child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
      child.on("close", (status) => resolve({ status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
    });
    finished.push({ title, ...outcome });
    if (outcome.status !== 0) break;
  }
  return finished;
}

/**
 * Runs lanes side by side, each a few layers that use one core, in order: typecheck then the two builds on
 * one core while the lint (the longest, and single-threaded) has the other. Their output is held and printed
 * whole, lane by lane, as `run` prints it. The first to fail in that order stops the run, once all lanes
 * have finished.
 */
async function runSideBySide(lanes: Layer[][]) {
  const finished = (await Promise.all(lanes.map(runLane))).flat();
  for (const { title, status, output, seconds } of finished) {
    console.log(`\n━━ ${title} ━━`);
    process.stdout.write(Buffer.concat(output));
    if (status !== 0) {
      console.error(`\n✗ ${title} failed after ${seconds} s.`);
      printTotals();
      process.exit(status ?? 1);
    }
    console.log(`✓ ${title} (${seconds} s, beside the other lane)`);
  }
}

/** With `fileFilters`, only the matching files run, and finding none fails the layer. */
function vitest(title: string, project: string, fileFilters: string[] = []) {
  const report = path.join(reports, `${project}.json`);
  const noTestsIsFine = fileFilters.length === 0 ? ["--passWithNoTests"] : [];
  run(title, bin("vitest"), ["run", "--project", project, ...fileFilters, ...noTestsIsFine, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {}, () => {
    if (!existsSync(report)) return;
    const json = JSON.parse(readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  });
}

function playwright(title: string, config: string, runner: string[] = [bin("playwright"), "test", "--config", config]) {
  const report = path.join(reports, `${path.basename(config)}.json`);
  const [command, ...args] = runner;
  run(title, command!, [...args, "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: report }, () => {
    if (!existsSync(report)) return;
    const json = JSON.parse(readFileSync(report, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
    totals.passed += json.stats.expected + json.stats.flaky;
    totals.failed += json.stats.unexpected;
    totals.skipped += json.stats.skipped;
  });
}

function printTotals() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

const baselines = path.join(root, "visual", "baselines");
const hasBaselines = existsSync(baselines) && readdirSync(baselines).some((file) => file.endsWith(".png"));

// The lint takes a core for a minute or more; the typecheck is done well before it, and the web build (for
// the end-to-end layer) and Storybook's production build (for the screenshot run) fill the rest of that
// time on the other core, each built once for the whole run.
await runSideBySide([
  [
    { title: "Typecheck", command: bin("tsc"), args: ["-p", "tsconfig.json"] },
    { title: "Web build", command: bin("vite"), args: ["build", "--logLevel", "warn"] },
    ...(hasBaselines ? [{ title: "Storybook build (production, for the screenshot run)", command: bin("storybook"), args: ["build", "--quiet", "-o", "storybook-static"] }] : []),
  ],
  [{ title: "Lint", command: bin("eslint"), args: [".", "--max-warnings=0"] }],
]);
vitest("Unit tests (node)", "unit");
vitest("Server integration tests (node, real database)", "integration");
vitest("Browser tests (Chromium)", "browser");
// Every story's play function and axe check run in the screenshot run below, axe in both themes, against the
// production build of Storybook (docs/decisions/015); only what a development build alone holds is played here.
vitest("Story tests of the development build (test modes)", "storybook", [".dev-build.stories."]);
playwright("End-to-end tests (Chromium against the real server)", "playwright.config.ts");

if (hasBaselines) {
  playwright("Every story: its play function, then axe and its baseline picture in each theme", "visual/playwright.config.ts", [
    process.execPath, "--import", "tsx", path.join(root, "scripts", "visual.ts"), "--no-build",
  ]);
} else {
  console.log("\n(no visual baselines committed yet: the stories are played without pictures)");
  vitest("Story tests, light theme (every story in Chromium: play functions and axe)", "storybook");
}
printTotals();
