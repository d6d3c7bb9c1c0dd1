/**
 * `npm run jobs -- --now 2026-12-01T08:00:00Z [--all-zones]`: runs, once, the reminders and weekly
 * summaries due at that instant (for the users whose local time it then is, or for everyone with
 * --all-zones) against the configured database and SMTP, prints what it sent, and exits.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { createLogger } from "../server/logger.ts";
import { runScheduledWorkOnce } from "../server/jobs/run-once.ts";

const usage = "Usage: npm run jobs -- --now <ISO 8601 instant, e.g. 2026-12-01T08:00:00Z> [--all-zones]";

let values: { now?: string; "all-zones"?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({ options: { now: { type: "string" }, "all-zones": { type: "boolean" }, help: { type: "boolean" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const at = values.now ? new Date(values.now) : undefined;
if (!values.now || !at || Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(values.now)) {
  console.error(`--now needs an instant with a date and a time.\n${usage}`);
  process.exit(2);
}

try {
  const config = loadConfig();
  // Production unless asked otherwise, as the server (docs/decisions/042-production-by-default.md).
  process.env.NODE_ENV = config.nodeEnv;
  const logger = createLogger({ ...config, logLevel: process.env.LOG_LEVEL ? config.logLevel : "warn" });
  const report = await runScheduledWorkOnce({ config, logger, at, allZones: values["all-zones"] === true });
  if (report.length === 0) console.log(`Nothing was due at ${at.toISOString()}.`);
  for (const line of report) console.log(`${line.status.padEnd(8)} ${line.kind.padEnd(15)} ${line.period}  ${line.email}`);
  const unsettled = report.filter((line) => line.status === "pending" || line.status === "sending").length;
  const failed = report.filter((line) => line.status === "failed").length;
  console.log(`${report.filter((line) => line.status === "sent").length} sent, ${failed} failed, ${unsettled} still queued.`);
  process.exit(failed > 0 || unsettled > 0 ? 1 : 0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
