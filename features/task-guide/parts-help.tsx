import * as React from "react";
import { Link } from "react-router";
import { ExternalLink, Package } from "lucide-react";
import type { CatalogPart } from "@domain/contract/index.ts";

export type PartsHelpProps = {
  parts: readonly CatalogPart[];
  brand: string | null;
  model: string | null;
  applianceName: string;
  /** The appliance's own page, where its brand and model are added; absent when the task names no appliance of the home. */
  applianceId?: string;
};

/** A shop search for the part, with the appliance's brand and model when the home noted them. */
export function partSearchUrl(part: CatalogPart, brand: string | null, model: string | null): string {
  const words = [brand, model, part.searchTerms].filter((word): word is string => Boolean(word?.trim())).join(" ");
  return `https://www.google.com/search?${new URLSearchParams({ q: words, tbm: "shop" }).toString()}`;
}

/** The parts the task uses up, how to find the right size or type, and a search for each. */
export function PartsHelp({ parts, brand, model, applianceName, applianceId }: PartsHelpProps) {
  // The overview and the printable guide on the same page both list the parts: the heading's id is this list's own.
  const headingId = React.useId();
  const known = Boolean(brand || model);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Package aria-hidden="true" className="size-5" />
        Parts you may need
      </h2>
      {/* Paper has no searches: it keeps the brand and model, not the hint to add them for the searches. */}
      <p className={known ? "text-sm text-muted-foreground" : "text-sm text-muted-foreground print:hidden"}>
        {known ? (
          `Your ${applianceName}: ${[brand, model].filter(Boolean).join(" ")}.`
        ) : applianceId ? (
          <>
            Add the brand and model of your {applianceName} on{" "}
            <Link to={`/appliances/${encodeURIComponent(applianceId)}`} className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
              its appliance page
            </Link>{" "}
            and the searches below use them.
          </>
        ) : (
          `Add the brand and model of your ${applianceName} on its appliance page and the searches below use them.`
        )}
      </p>
      <ul className="flex flex-col gap-3">
        {parts.map((part) => (
          <li key={part.name} className="flex break-inside-avoid flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground">
            <h3 className="font-medium">{part.name}</h3>
            <p className="text-sm">{part.howToFind}</p>
            <a
              href={partSearchUrl(part, brand, model)}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex min-h-11 w-fit items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 print:hidden"
            >
              Search for {part.name.toLowerCase()}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
