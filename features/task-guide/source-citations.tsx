import * as React from "react";
import { ExternalLink } from "lucide-react";
import type { CatalogSource } from "@domain/contract/index.ts";

/**
 * Where the figures and rules of "Why it matters" come from: publisher, title and year, the title a link when
 * the source has an address. A link opens in a new tab with no opener and no referrer, so the cited page can
 * neither reach back into the app nor learn which task was open.
 */
export function SourceCitations({ sources }: { sources: readonly CatalogSource[] | undefined }) {
  const headingId = React.useId();
  if (!sources || sources.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-muted-foreground">
      <h3 id={headingId} className="font-medium">
        {sources.length === 1 ? "Source" : "Sources"}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col gap-1">
        {sources.map((source) => (
          <li key={`${source.publisher}-${source.title}`}>
            {source.publisher},{" "}
            {source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <cite>{source.title}</cite>
                <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <cite>{source.title}</cite>
            )}
            , {source.year}
          </li>
        ))}
      </ul>
    </div>
  );
}
