import { CheckCircle2, CircleAlert } from "lucide-react";
import type { Delivery } from "@domain/contract/index.ts";
import { cn } from "@ui/lib/cn.ts";
import { deliveredWell, deliveryResultInWords } from "./delivery-words.ts";

/** A delivery's result in words, with an icon for its tone (the words carry the meaning, not the colour). */
export function DeliveryResult({ delivery, label, className }: { delivery: Delivery; label?: string; className?: string }) {
  const good = deliveredWell(delivery);
  const Icon = good ? CheckCircle2 : CircleAlert;
  return (
    <p data-slot="delivery-result" className={cn("flex items-start gap-1.5 text-sm", good ? "text-foreground" : "text-destructive", className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {label ? `${label}: ` : null}
        {deliveryResultInWords(delivery)}
      </span>
    </p>
  );
}
