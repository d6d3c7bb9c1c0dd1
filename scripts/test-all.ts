/**
 * `npm test`: every test layer in order, stopping at the first that fails:
 * typecheck and lint (side by side), unit, server integration, browser tests and the development build's stories (Chromium),
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

/**
 * Runs layers that each use one core side by side (typecheck and lint: about a minute and a half on a slow
 * host, one after the other), their output held and printed whole in the order given, as `run` prints it.
 * The first to fail in that order stops the run, once both have finished.
 */
async function runSideBySide(layers: { title: string; command: string; args: string[] }[]) {
  const finished = await Promise.all(
    layers.map(
      ({ command, args }) =>
        new Promise<{ status: number | null; output: Buffer[]; seconds: string }>((resolve) => {
          const started = Date.now();
          const output: Buffer[] = [];
          const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on("close", (status) => resolve({ status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
        }),
    ),
  );
  layers.forEach(({ title }, index) => {
    const { status, output, seconds } = finished[index]!;
    console.log(`\n━━ ${title} ━━`);
    process.stdout.write(Buffer.concat(output));
    if (status !== 0) {
      console.error(`\n✗ ${title} failed after ${seconds} s.`);
      printTotals();
      process.exit(status ?? 1);
    }
    console.log(`✓ ${title} (${seconds} s, beside the others of its group)`);
  });
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

await runSideBySide([
  { title: "Typecheck", command: bin("tsc"), args: ["-p", "tsconfig.json"] },
  { title: "Lint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
]);
vitest("Unit tests (node)", "unit");
vitest("Server integration tests (node, real database)", "integration");
vitest("Browser tests (Chromium)", "browser");
// Every story's play function and axe check run in the screenshot run below, axe in both themes, against the
// production build of Storybook (docs/decisions/015); only what a development build alone holds is played here.
vitest("Story tests of the development build (test modes)", "storybook", [".dev-build.stories."]);
run("Web build", bin("vite"), ["build", "--logLevel", "warn"]);
playwright("End-to-end tests (Chromium against the real server)", "playwright.config.ts");

const baselines = path.join(root, "visual", "baselines");
if (existsSync(baselines) && readdirSync(baselines).some((file) => file.endsWith(".png"))) {
  playwright("Every story: its play function, then axe and its baseline picture in each theme", "visual/playwright.config.ts", [
    process.execPath, "--import", "tsx", path.join(root, "scripts", "visual.ts"),
  ]);
} else {
  console.log("\n(no visual baselines committed yet: the stories are played without pictures)");
  vitest("Story tests, light theme (every story in Chromium: play functions and axe)", "storybook");
}
printTotals();
