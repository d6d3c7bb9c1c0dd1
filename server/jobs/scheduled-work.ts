import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createUnsubscribeTokens } from "../security/unsubscribe-token.ts";
import type { CatalogSource } from "../services/catalog-source.ts";
import type { Clock } from "../services/clock.ts";
import { createScheduledMessageService, type ScheduledMessageService } from "../services/scheduled-messages.ts";
import { createDeliveryChannelService, type DeliveryChannelService } from "../services/delivery-channels.ts";
import { startJobQueue, type JobQueue } from "./job-queue.ts";

export type ScheduledWorkDependencies = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  catalog: CatalogSource;
  clock: Clock;
  signingSecret: string;
  /** Servers keep the quarter-hour clock; the one-off runner does not. */
  schedule: boolean;
};

/** The reminder and summary service and the job queue that runs it, wired the same way everywhere. */
export async function startScheduledWork(
  deps: ScheduledWorkDependencies,
): Promise<{ messages: ScheduledMessageService; deliveries: DeliveryChannelService; queue: JobQueue }> {
  const deliveries = createDeliveryChannelService({ db: deps.database.db, clock: deps.clock, logger: deps.logger, config: deps.config });
  const messages = createScheduledMessageService({
    db: deps.database.db,
    mailer: deps.mailer,
    catalog: deps.catalog,
    clock: deps.clock,
    logger: deps.logger,
    appUrl: deps.config.appUrl,
    unsubscribeTokens: createUnsubscribeTokens(deps.signingSecret),
    sendLeaseSeconds: deps.config.jobsSendTimeoutSeconds,
    deliveries,
    dispatchBlockUsers: deps.config.jobsDispatchBlockUsers,
  });
  const queue = await startJobQueue({
    connection: deps.database.queueConnection,
    messages,
    logger: deps.logger,
    schedule: deps.schedule,
    sendTimeoutSeconds: deps.config.jobsSendTimeoutSeconds,
    sendConcurrency: deps.config.jobsSendConcurrency,
    deliveries,
    deliveryRetryDelaySeconds: deps.config.deliveryRetryDelaySeconds,
  });
  return { messages, deliveries, queue };
}
