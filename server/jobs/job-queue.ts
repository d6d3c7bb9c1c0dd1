import { fromPglite, PgBoss, type Job } from "pg-boss";
import type { Logger } from "pino";
import type { QueueConnection } from "../db/client.ts";
import { observeJobQueue, timeJob } from "../metrics/metrics.ts";
import { inSpan } from "../tracing/tracing.ts";
import type { DispatchBlock, ScheduledMessageService } from "../services/scheduled-messages.ts";
import type { DeliveryChannelService } from "../services/delivery-channels.ts";
import { defaultDeliveryRetryDelaySeconds, deliveryRetryLimit, deliveryRetryOptions } from "./delivery-retries.ts";

/** The queues of scheduled work. */
export const queueNames = {
  /** Cuts the users something is due to at an instant into blocks, and queues one job a block. */
  dispatch: "dispatch-scheduled-messages",
  /** Decides which of one block's users are due a reminder or summary, records them, and queues their e-mails. */
  dispatchBlock: "dispatch-scheduled-block",
  /** Sends one reminder or summary e-mail. */
  send: "send-scheduled-message",
  /** Sends one push, ntfy or webhook delivery. */
  deliver: "deliver-notification",
} as const;

export type DispatchJobData = { at?: string; allZones?: boolean };
export type DispatchBlockJobData = DispatchBlock;
export type SendJobData = { messageId: string };
export type DeliverJobData = { deliveryId: string };

export type JobQueueStatus = "starting" | "running" | "stopped" | "failed";

export type JobQueueOptions = {
  connection: QueueConnection;
  messages: ScheduledMessageService;
  logger: Logger;
  /** Servers run the clock (every quarter hour); the one-off `npm run jobs` does not. */
  schedule: boolean;
  /** How long one send may run before the queue retries it elsewhere (also the send lease). */
  sendTimeoutSeconds: number;
  /** How many e-mails this worker sends at once (JOBS_SEND_CONCURRENCY). */
  sendConcurrency?: number;
  /** Push, ntfy and webhook deliveries; absent where only e-mail is wired (the queue then has no delivery worker). */
  deliveries?: DeliveryChannelService;
  /** The first wait before a failed delivery is tried again; it doubles each try (server/jobs/delivery-retries.ts). */
  deliveryRetryDelaySeconds?: number;
};

export type JobQueue = {
  status(): JobQueueStatus;
  /** Queues a dispatch for `at` (now when absent). */
  dispatch(data: DispatchJobData): Promise<void>;
  /** Queues the e-mails of these messages. */
  enqueueSends(messageIds: readonly string[]): Promise<void>;
  /** Queues these push, ntfy and webhook deliveries. */
  enqueueDeliveries(deliveryIds: readonly string[]): Promise<void>;
  stop(): Promise<void>;
};

/** Every quarter hour: 8 a.m. starts at :00, :30 or :45 past the UTC hour depending on the zone. */
const dispatchCron = "*/15 * * * *";
const sendRetryLimit = 5;

/**
 * Scheduled and background work on pg-boss, in the app's own database
 * (docs/decisions/012-job-queue-on-the-app-database.md): PostgreSQL through its own small pool, or
 * the embedded PGlite in process. Several servers on one PostgreSQL share the queues; the cron is
 * kept by pg-boss so only one of them queues each quarter-hour's dispatch.
 */
export async function startJobQueue({ connection, messages, logger, schedule, sendTimeoutSeconds, sendConcurrency = 2, deliveries, deliveryRetryDelaySeconds = defaultDeliveryRetryDelaySeconds }: JobQueueOptions): Promise<JobQueue> {
  let status: JobQueueStatus = "starting";
  const log = logger.child({ component: "jobs" });
  // A send that outlives its timeout (its server died) is found expired by the queue's supervision, which
  // checks each queue at most once per monitor interval (60 s unless told): both follow the send timeout, so
  // the send is retried about that long after it stopped, not a minute later whatever the timeout.
  const superviseIntervalSeconds = Math.max(1, Math.min(60, sendTimeoutSeconds));
  // The send queue's backlog, read every few seconds, tells its workers to fetch the next e-mail as soon as
  // one is done (`burstWhenReadyExceeds` below); polled once a second each, two workers of two fetchers
  // sent four e-mails a second, a 100,000-user morning in seven hours (docs/scale.md).
  const supervision = { superviseIntervalSeconds, monitorIntervalSeconds: superviseIntervalSeconds, queueCacheIntervalSeconds: 5 };
  const boss =
    connection.kind === "postgres"
      ? new PgBoss({ connectionString: connection.connectionString, max: 6, schedule, ...supervision, application_name: "hearthkeep-jobs" })
      : new PgBoss({ db: fromPglite(connection.client), backend: "pglite", schedule, ...supervision });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  boss.on("warning", (warning) => log.warn({ warning }, "job queue warning"));

  await boss.start();
  const dispatchOptions = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 };
  await boss.createQueue(queueNames.dispatch, dispatchOptions);
  await boss.createQueue(queueNames.dispatchBlock, dispatchOptions);
  const sendOptions = {
    retryLimit: sendRetryLimit,
    retryDelay: Math.max(1, Math.ceil(sendTimeoutSeconds / 4)),
    retryBackoff: true,
    expireInSeconds: sendTimeoutSeconds,
  };
  await boss.createQueue(queueNames.send, sendOptions);
  const deliverOptions = { ...deliveryRetryOptions(deliveryRetryDelaySeconds), expireInSeconds: sendTimeoutSeconds };
  await boss.createQueue(queueNames.deliver, deliverOptions);

  // One statement for all of them: a process dying here queues all of a block's e-mails or none
  // (the block's job is then retried and queues them again).
  const enqueueSends = async (messageIds: readonly string[]) => {
    if (messageIds.length === 0) return;
    await boss.insert(
      queueNames.send,
      messageIds.map((messageId) => ({ data: { messageId } satisfies SendJobData, ...sendOptions })),
    );
  };

  const enqueueDeliveries = async (deliveryIds: readonly string[]) => {
    if (deliveryIds.length === 0) return;
    await boss.insert(
      queueNames.deliver,
      deliveryIds.map((deliveryId) => ({ data: { deliveryId } satisfies DeliverJobData, ...deliverOptions })),
    );
  };

  // The plan is quick (a few reads); the blocks are the work, spread over every worker's block fetchers.
  await boss.work<DispatchJobData>(queueNames.dispatch, { pollingIntervalSeconds: 2 }, async (jobs: Job<DispatchJobData>[]) => {
    for (const job of jobs) {
      await traceJob(queueNames.dispatch, job.id, async () => {
        const at = job.data?.at ? new Date(job.data.at) : new Date();
        const blocks = await messages.planDispatch(at, { allZones: job.data?.allZones === true });
        log.info({ at: at.toISOString(), blocks: blocks.length }, "scheduled messages planned");
        if (blocks.length > 0) await boss.insert(queueNames.dispatchBlock, blocks.map((data) => ({ data, ...dispatchOptions })));
      });
    }
  });

  // Each block's e-mails are queued as soon as it ends, so sending starts while the other blocks are recorded.
  await boss.work<DispatchBlockJobData>(queueNames.dispatchBlock, { pollingIntervalSeconds: 1, localConcurrency: 2, burstWhenReadyExceeds: 1 }, async (jobs) => {
    for (const job of jobs) {
      await traceJob(queueNames.dispatchBlock, job.id, async () => {
        const result = await messages.dispatchBlock(job.data);
        log.info({ at: job.data.at, timeZone: job.data.timeZone, created: result.created, toSend: result.toSend.length, toDeliver: result.toDeliver.length }, "scheduled messages dispatched");
        await enqueueSends(result.toSend);
        await enqueueDeliveries(result.toDeliver);
      });
    }
  });

  await boss.work<SendJobData>(queueNames.send, { pollingIntervalSeconds: 1, localConcurrency: sendConcurrency, burstWhenReadyExceeds: 1 }, async (jobs) => {
    for (const job of jobs) {
      await traceJob(queueNames.send, job.id, async () => {
        const outcome = await messages.send(job.data.messageId, { lastAttempt: job.retryCount >= sendRetryLimit });
        if (outcome.kind === "busy") throw new Error("Another worker is sending this message; trying again after its lease");
        if (outcome.kind === "sent") log.info({ messageId: job.data.messageId, kind: outcome.messageKind }, "scheduled e-mail sent");
      });
    }
  });

  if (deliveries) {
    await boss.work<DeliverJobData>(queueNames.deliver, { pollingIntervalSeconds: 1, localConcurrency: 2 }, async (jobs) => {
      for (const job of jobs) {
        await timeJob(queueNames.deliver, async () => {
          const outcome = await deliveries.deliver(job.data.deliveryId, { lastAttempt: job.retryCount >= deliveryRetryLimit });
          if (outcome.kind === "busy") throw new Error("Another worker is sending this delivery; trying again after its lease");
          if (outcome.kind === "sent" || outcome.kind === "gone" || outcome.kind === "failed") {
            log.info({ deliveryId: job.data.deliveryId, channel: outcome.delivery.channel, result: outcome.kind }, "notification delivered");
          }
        });
      }
    });
  }

  if (schedule) await boss.schedule(queueNames.dispatch, dispatchCron, {}, { tz: "UTC" });
  const stopObservingDepth = observeJobQueue(() =>
    Promise.all(
      Object.values(queueNames).map(async (queue) => {
        const found = await boss.getQueue(queue);
        return { queue, queued: found?.queuedCount ?? 0, active: found?.activeCount ?? 0 };
      }),
    ),
  );
  status = "running";

  return {
    status: () => status,
    dispatch: async (data) => {
      await boss.send(queueNames.dispatch, data);
    },
    enqueueSends,
    enqueueDeliveries,
    stop: async () => {
      if (status === "stopped") return;
      status = "stopped";
      stopObservingDepth();
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}

/** A job timed (hearthkeep_job_duration_seconds) and, when tracing is on, in a span of its own. */
function traceJob<T>(queue: string, jobId: string, run: () => Promise<T>): Promise<T> {
  return inSpan({ name: `job ${queue}`, kind: "internal", attributes: { "messaging.destination.name": queue, "messaging.message.id": jobId } }, () => timeJob(queue, run));
}
