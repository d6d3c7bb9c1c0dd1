import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's metrics, in one registry: a process is what Prometheus scrapes, so the app, its database
 * connection, its job queue and its mailer all count into the same series wherever they are created.
 * The default metrics are Node's own (memory, heap, event-loop delay, handles) under their usual names.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds, from a fast API read (a millisecond or two) to a slow write or a password check (about a second). */
const requestBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: "hearthkeep_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by the contract's route id and the answer's status",
  labelNames: ["route", "status"] as const,
  buckets: requestBuckets,
  registers: [metricsRegistry],
});

export const httpRequestErrors = new Counter({
  name: "hearthkeep_http_request_errors_total",
  help: "Answers with a 5xx status, by route id",
  labelNames: ["route", "status"] as const,
  registers: [metricsRegistry],
});

const databaseQueryDuration = new Histogram({
  name: "hearthkeep_db_query_duration_seconds",
  help: "Time of one database query as the app's connection sees it, by database kind",
  labelNames: ["database"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [metricsRegistry],
});

export type PoolUse = { total: number; idle: number; waiting: number };
const pools = new Set<() => PoolUse>();
new Gauge({
  name: "hearthkeep_db_pool_connections",
  help: "The app's PostgreSQL pool: connections open (total), idle, and queries waiting for one",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const use of pools) {
      const { total, idle, waiting } = use();
      sum.total += total;
      sum.idle += idle;
      sum.waiting += waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

export type QueueDepth = { queue: string; queued: number; active: number };
const queues = new Set<() => Promise<QueueDepth[]>>();
new Gauge({
  name: "hearthkeep_job_queue_depth",
  help: "Jobs waiting (queued) and running (active) in each job queue",
  labelNames: ["queue", "state"] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const depths of queues) {
      // A queue that cannot answer now (stopping, its database gone) leaves its series out of this scrape.
      const found = await depths().catch(() => []);
      for (const { queue, queued, active } of found) {
        this.inc({ queue, state: "queued" }, queued);
        this.inc({ queue, state: "active" }, active);
      }
    }
  },
});

const jobDuration = new Histogram({
  name: "hearthkeep_job_duration_seconds",
  help: "Time of one job's run, by kind (its queue) and outcome (completed or failed); the count is the runs",
  labelNames: ["kind", "outcome"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [metricsRegistry],
});

const emails = new Counter({
  name: "hearthkeep_emails_total",
  help: "E-mails handed to the transport, by outcome (sent or failed) and transport (smtp or outbox)",
  labelNames: ["outcome", "transport"] as const,
  registers: [metricsRegistry],
});

/** Starts timing one database query; the returned function ends it. */
export function startDatabaseQuery(database: "pglite" | "postgres"): () => void {
  return databaseQueryDuration.startTimer({ database });
}

/** Reports a pool's use at each scrape until the returned function is called (the pool has closed). */
export function observeDatabasePool(use: () => PoolUse): () => void {
  pools.add(use);
  return () => pools.delete(use);
}

/** Reports a job queue's depth at each scrape until the returned function is called (the queue has stopped). */
export function observeJobQueue(depths: () => Promise<QueueDepth[]>): () => void {
  queues.add(depths);
  return () => queues.delete(depths);
}

/** Runs one job, recording its time and outcome under its kind; a failure is thrown on, for the queue to retry. */
export async function timeJob<T>(kind: string, run: () => Promise<T>): Promise<T> {
  const stop = jobDuration.startTimer({ kind });
  try {
    const result = await run();
    stop({ outcome: "completed" });
    return result;
  } catch (error) {
    stop({ outcome: "failed" });
    throw error;
  }
}

/** Sends one e-mail, counting whether the transport took it. */
export async function countEmail(transport: "smtp" | "outbox", send: () => Promise<void>): Promise<void> {
  try {
    await send();
    emails.inc({ outcome: "sent", transport });
  } catch (error) {
    emails.inc({ outcome: "failed", transport });
    throw error;
  }
}
