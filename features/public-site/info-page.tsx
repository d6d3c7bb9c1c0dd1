import type * as React from "react";
import { PublicLayout } from "./public-layout.tsx";
import { usePageMeta, pageTitle } from "@lib/page-meta/index.ts";
import { useInSignedInFrame } from "@lib/session/index.ts";
import { cn } from "@ui/lib/index.ts";

type InfoPageProps = {
  /** The page's one h1, and its document title ("{heading} · Hearthkeep") unless `title` says otherwise. */
  heading: string;
  title?: string;
  /** The search and sharing description of the page. */
  description: string;
  /** The canonical path, e.g. "/privacy-policy" (aliases such as /privacy point search engines here). */
  path: string;
  /** A line under the heading: what the page is for, or when it last changed. */
  lead?: React.ReactNode;
  /** A narrow reading column for text; wide for grids (pricing). */
  width?: "text" | "wide";
  children: React.ReactNode;
};

/**
 * Every public information page: the site's header and footer around a heading, a lead and the content.
 * Inside the signed-in frame, which has a header of its own, the heading, the lead and the content alone.
 */
export function InfoPage({ heading, title, description, path, lead, width = "text", children }: InfoPageProps) {
  usePageMeta({ title: title ?? pageTitle(heading), description, path });
  const inSignedInFrame = useInSignedInFrame();
  const page = (
    <div className={cn("mx-auto px-4 py-12 sm:px-6 md:py-16", width === "text" ? "max-w-3xl" : "max-w-6xl")}>
      <header className={cn("flex flex-col gap-3", width === "wide" && "items-center text-center")}>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
        {lead ? <div className="max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</div> : null}
      </header>
      <div className="mt-10">{children}</div>
    </div>
  );
  return inSignedInFrame ? page : <PublicLayout>{page}</PublicLayout>;
}

/** Long-form text (policies, articles): headings, paragraphs and lists spaced for reading. */
export function Prose({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="prose"
      className={cn(
        "flex flex-col gap-4 leading-relaxed text-foreground/90",
        "[&_h2]:mt-6 [&_h2]:scroll-mt-20 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground",
        "[&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
        "[&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6 [&_ol]:flex [&_ol]:list-decimal [&_ol]:flex-col [&_ol]:gap-2 [&_ol]:pl-6",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-foreground",
        "[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border-t [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left [&_th]:font-semibold",
        className,
      )}
      {...props}
    />
  );
}

/** "Last updated" under a policy's heading, as a machine-readable date. */
export function LastUpdated({ date, label }: { date: string; label: string }) {
  return (
    <p className="text-sm">
      Last updated <time dateTime={date}>{label}</time>
    </p>
  );
}
