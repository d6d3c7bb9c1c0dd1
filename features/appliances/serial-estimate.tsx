import * as React from "react";
import { Button } from "@ui/button/index.ts";
import { RadioGroup, RadioGroupOption } from "@ui/radio-group/index.ts";
import { estimateManufactureMonth, manufactureDate, serialKindOf, type ManufactureMonth } from "@domain/appliances/serial-numbers.ts";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import { formatMonth } from "@domain/format/for-people.ts";
import { SERIAL_NUMBER_MESSAGES } from "@domain/messages.ts";

export type SerialEstimateProps = {
  brand: string;
  serialNumber: string;
  /** The appliance's catalogue kind: a maker may number its water heaters and its furnaces differently. */
  applianceType: string;
  /** The home's calendar day: a reading after it, or older than the kind lasts, is not offered. */
  today: CalendarDate;
  /** Keeps the month as the appliance's date (its first day); the page saves it. */
  onAccept: (date: CalendarDate) => void;
  /** Opens the date for the owner to type. */
  onCorrect: () => void;
  saving?: boolean;
};

const monthWords = ({ year, month }: ManufactureMonth) => formatMonth(`${year}-${String(month).padStart(2, "0")}`);
const monthValue = ({ year, month }: ManufactureMonth) => `${year}-${month}`;

/**
 * The month the appliance was made, read from its brand's serial-number rule (docs/product.md §2.12,
 * decision 078): one month to accept or correct, several decades to choose from, or plainly none.
 */
export function SerialEstimate({ brand, serialNumber, applianceType, today, onAccept, onCorrect, saving = false }: SerialEstimateProps) {
  const kind = serialKindOf(applianceType);
  const estimate = estimateManufactureMonth({ brand, serial: serialNumber, today, ...(kind && { kind }) });
  const headingId = React.useId();
  const [chosen, setChosen] = React.useState<string>("");

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
      <h2 id={headingId} className="text-base font-semibold">
        Age from the serial number
      </h2>
      {estimate.status === "estimated" ? (
        <>
          <p className="text-base">
            Estimated from the serial number: <strong>{monthWords(estimate.made)}</strong>
          </p>
          <p className="text-muted-foreground">Rule used: {estimate.rule.pattern}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onAccept(manufactureDate(estimate.made))} loading={saving}>
              Accept {monthWords(estimate.made)}
            </Button>
            <Button variant="outline" onClick={onCorrect}>
              Correct the date
            </Button>
          </div>
        </>
      ) : estimate.status === "choose" ? (
        <>
          <p>{SERIAL_NUMBER_MESSAGES.chooseDecade}</p>
          <p className="text-muted-foreground">Rule used: {estimate.rule.pattern}</p>
          <RadioGroup value={chosen} onValueChange={setChosen} aria-label="When it was made" className="grid gap-2">
            {estimate.candidates.map((candidate) => (
              <RadioGroupOption key={monthValue(candidate)} value={monthValue(candidate)} label={monthWords(candidate)} />
            ))}
          </RadioGroup>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={chosen === ""}
              loading={saving}
              onClick={() => {
                const candidate = estimate.candidates.find((each) => monthValue(each) === chosen);
                if (candidate) onAccept(manufactureDate(candidate));
              }}
            >
              Use the chosen month
            </Button>
            <Button variant="outline" onClick={onCorrect}>
              Enter the date instead
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{estimate.message}</p>
          <div>
            <Button variant="outline" onClick={onCorrect}>
              Enter the date
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
