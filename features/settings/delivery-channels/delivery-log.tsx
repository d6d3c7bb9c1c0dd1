import * as React from "react";
import type { Delivery } from "@domain/contract/index.ts";
import { Badge } from "@ui/badge/index.ts";
import { Skeleton } from "@ui/skeleton/index.ts";
import { CHANNEL_NAMES, DELIVERY_WORDS, EVENT_NAMES, deliveredWell, deliveryResultInWords, momentOfInstant } from "./delivery-words.ts";

const statusNames: Record<Delivery["status"], string> = { pending: "Waiting", sending: "Sending", sent: "Delivered", failed: "Failed", gone: "Ended" };

/** The delivery log (docs/product.md §2.17): channel, event, time, result and the error in words, newest first. */
export function DeliveryLog({ deliveries }: { deliveries: readonly Delivery[] | undefined }) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-medium">
        {DELIVERY_WORDS.logTitle}
      </h3>
      {deliveries === undefined ? (
        <div role="status" aria-busy="true" aria-label="Loading the delivery log">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : deliveries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{DELIVERY_WORDS.logEmpty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid divide-y rounded-md border">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="grid gap-1 p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={deliveredWell(delivery) ? "muted" : delivery.status === "failed" || delivery.status === "gone" ? "danger" : "outline"}>{statusNames[delivery.status]}</Badge>
                <span className="font-medium">
                  {EVENT_NAMES[delivery.eventKind]} · {CHANNEL_NAMES[delivery.channel]}
                </span>
                <time dateTime={delivery.createdAt} className="text-muted-foreground">
                  {momentOfInstant(delivery.createdAt)}
                </time>
              </p>
              <p className="text-sm">{deliveryResultInWords(delivery)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
