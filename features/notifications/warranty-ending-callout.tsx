import { Link } from "react-router";
import { ShieldAlert, X } from "lucide-react";
import type { CalendarDate } from "@domain/dates/calendar-date.ts";
import type { WarrantyNotice } from "@domain/contract/index.ts";
import { formatDay } from "@domain/format/for-people.ts";
import { IconButton } from "@ui/icon-button/index.ts";

export type WarrantyEndingCalloutProps = {
  notices: readonly { id: string; warranty: WarrantyNotice }[];
  today: CalendarDate;
  /** The notice is read: it leaves the dashboard and does not come back. */
  onDismiss: (id: string) => void;
};

/** "The warranty on Upstairs furnace ends on Dec 27, 2026." */
export function warrantyEndingSentence(warranty: WarrantyNotice, today: CalendarDate): string {
  const lastDay = warranty.endsOn === today ? "today" : `on ${formatDay(warranty.endsOn)}`;
  return `The warranty on ${warranty.applianceName} ends ${lastDay}.`;
}

/**
 * The dashboard's word on a warranty about to end (docs/product.md §4.20): one line per notice, with the
 * way to the appliance's record and a dismissal that marks the notice read.
 */
export function WarrantyEndingCallout({ notices, today, onDismiss }: WarrantyEndingCalloutProps) {
  if (notices.length === 0) return null;
  return (
    <section aria-label="Warranties ending soon" data-slot="warranty-ending-callout" className="grid gap-2">
      {notices.map(({ id, warranty }) => (
        <div key={id} className="flex items-start gap-3 rounded-lg bg-accent py-1 pr-1 pl-4 text-sm text-accent-foreground">
          <ShieldAlert aria-hidden="true" className="mt-3 size-4 shrink-0" />
          <p className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span>{warrantyEndingSentence(warranty, today)}</span>
            <Link
              to={`/appliances/${encodeURIComponent(warranty.applianceId)}`}
              className="rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              Open {warranty.applianceName}
            </Link>
          </p>
          <IconButton aria-label={`Dismiss the notice about the ${warranty.applianceName} warranty`} onClick={() => onDismiss(id)}>
            <X aria-hidden="true" />
          </IconButton>
        </div>
      ))}
    </section>
  );
}
