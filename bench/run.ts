/**
 * `npm run bench`: runs every suite in bench/suites/, prints a table of what each measured and writes
 * the figures, with the machine they came from, to bench/results/. Benchmarks never fail a test run.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { BenchSuite, BenchRow } from "./types.ts";

const suitesDir = path.join(import.meta.dirname, "suites");
const resultsDir = path.join(import.meta.dirname, "results");
const only = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));

const files = (await readdir(suitesDir)).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
const machine = {
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown"}`,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};
const results: { suite: string; rows: BenchRow[] }[] = [];

for (const file of files) {
  const suite = (await import(pathToFileURL(path.join(suitesDir, file)).href) as { default: BenchSuite }).default;
  if (only.length > 0 && !only.includes(suite.name)) continue;
  console.log(`\n▶ ${suite.name}: ${suite.description}`);
  const rows = await suite.run();
  console.table(rows);
  results.push({ suite: suite.name, rows });
}

if (results.length === 0) console.log("No benchmark suites yet: add one under bench/suites/.");
await mkdir(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.join(resultsDir, `${stamp}.json`);
await writeFile(file, JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2));
await writeFile(path.join(resultsDir, "latest.json"), JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2));
console.log(`\nMachine: ${machine.cpus}, ${machine.memoryGiB} GiB, Node ${machine.node}`);
console.log(`Results written to ${path.relative(process.cwd(), file)}`);
