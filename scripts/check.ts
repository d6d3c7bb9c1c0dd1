/**
 * `npm run check`: the quick lane while working. Typecheck (incremental) and lint of the changed files
 * side by side, then the unit and browser tests that import a changed file, directly or not
 * (`vitest related`). Changed means uncommitted, or since a commit with `--since <commit>`.
 * `npm test` stays the whole gate: integration, end-to-end and story runs are left to it.
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { changedFiles, lintableFiles, sinceArgument } from "./changed-files.ts";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
// Kept between runs, so a second check reads what did not change from here instead of doing it again.
const cache = path.join(root, "node_modules", ".cache", "hearthkeep-check");
mkdirSync(cache, { recursive: true });
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };
const started = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

type Step = { title: string; command: string; args: string[] };
type Outcome = { title: string; status: number | null; output: Buffer; seconds: string };

function runStep({ title, command, args }: Step): Promise<Outcome> {
  return new Promise((resolve) => {
    const stepStarted = performance.now();
    const output: Buffer[] = [];
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (status) => resolve({ title, status, output: Buffer.concat(output), seconds: seconds(stepStarted) }));
  });
}

/** Prints each outcome whole, in order; answers whether all passed. */
function report(outcomes: Outcome[]): boolean {
  for (const { title, status, output, seconds: took } of outcomes) {
    console.log(`\n━━ ${title} ━━`);
    process.stdout.write(output);
    console.log(status === 0 ? `✓ ${title} (${took} s)` : `✗ ${title} failed after ${took} s.`);
  }
  return outcomes.every((outcome) => outcome.status === 0);
}

function finish(passed: boolean): never {
  console.log(`\n${passed ? "✓ check passed" : "✗ check failed"} in ${seconds(started)} s`);
  process.exit(passed ? 0 : 1);
}

const files = changedFiles(root, sinceArgument(process.argv.slice(2)));
console.log(files.length === 0 ? "No changed files: typecheck only." : `Changed: ${files.join(", ")}`);

const lintable = lintableFiles(files);
const firstSteps: Step[] = [
  { title: "Typecheck", command: bin("tsc"), args: ["-p", "tsconfig.json", "--incremental", "--tsBuildInfoFile", path.join(cache, "tsbuildinfo")] },
];
if (lintable.length > 0) {
  firstSteps.push({
    title: `Lint (${lintable.length} file${lintable.length === 1 ? "" : "s"})`,
    command: bin("eslint"),
    args: ["--max-warnings=0", "--cache", "--cache-location", path.join(cache, "eslint"), "--no-warn-ignored", ...lintable],
  });
}
if (!report(await Promise.all(firstSteps.map(runStep)))) finish(false);

if (lintable.length > 0) {
  const tests = await runStep({
    title: "Unit and browser tests of the changed files",
    command: bin("vitest"),
    args: ["related", "--run", "--project", "unit", "--project", "browser", "--passWithNoTests", ...lintable],
  });
  finish(report([tests]));
}
finish(true);
