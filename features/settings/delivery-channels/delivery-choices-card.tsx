import * as React from "react";
import { DELIVERY_CHANNELS, DELIVERY_EVENT_KINDS, type DeliveryChannel, type DeliveryChoices } from "@domain/contract/index.ts";
import { Checkbox } from "@ui/checkbox/index.ts";
import { Label } from "@ui/label/index.ts";
import { CHANNEL_NAMES, DELIVERY_WORDS, EVENT_NAMES } from "./delivery-words.ts";

export type DeliveryChoicesCardProps = {
  choices: DeliveryChoices;
  onChange: (choices: DeliveryChoices) => void;
};

/** For each kind of event, a box per channel (docs/product.md §2.17): ticked, that kind goes there. */
export function DeliveryChoicesCard({ choices, onChange }: DeliveryChoicesCardProps) {
  const headingId = React.useId();
  const toggle = (kind: keyof DeliveryChoices, channel: DeliveryChannel, on: boolean) => {
    const chosen = new Set(choices[kind]);
    if (on) chosen.add(channel);
    else chosen.delete(channel);
    onChange({ ...choices, [kind]: DELIVERY_CHANNELS.filter((each) => chosen.has(each)) });
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="font-medium">
          {DELIVERY_WORDS.choicesTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{DELIVERY_WORDS.choicesDescription}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {DELIVERY_EVENT_KINDS.map((kind) => (
          <fieldset key={kind} className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{EVENT_NAMES[kind]}</legend>
            {DELIVERY_CHANNELS.map((channel) => {
              const id = `${headingId}-${kind}-${channel}`;
              return (
                <div key={channel} className="flex items-center gap-2">
                  <Checkbox id={id} checked={choices[kind].includes(channel)} onCheckedChange={(checked) => toggle(kind, channel, checked === true)} />
                  <Label htmlFor={id}>{CHANNEL_NAMES[channel]}</Label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </section>
  );
}
