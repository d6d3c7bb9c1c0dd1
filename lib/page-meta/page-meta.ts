import * as React from "react";

/** The public address of the site, for canonical links and sharing tags. */
export const SITE_URL = "https://hearthkeep.app";

export const SITE_NAME = "Hearthkeep";
/** The landing page's title and description: index.html gets them from here at build (vite.config.ts). */
export const LANDING_TITLE = "Hearthkeep: home maintenance you'll actually keep up with";
export const LANDING_DESCRIPTION =
  "Hearthkeep keeps your home's appliances and systems maintained: a schedule of recurring tasks with due dates, step-by-step guides and reminders. Free to start, 2-minute setup.";

/** A page's document title ("Pricing · Hearthkeep"): every route's title and every public page's meta is built here. */
export function pageTitle(page: string): string {
  return `${page} · ${SITE_NAME}`;
}

/**
 * The document title for one state of a page ("Task not found · Hearthkeep") in place of its route's, while
 * the component that asks for it is shown. The router sets the route's title as a page opens, before any
 * page's effect runs, so this one wins; when the state ends on the same page the route's title comes back,
 * and when the person goes to another page, that page's title (already set) is left as it is.
 */
export function useDocumentTitle(title: string): void {
  React.useEffect(() => {
    const routeTitle = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = routeTitle;
    };
  }, [title]);
}

export type PageMeta = { title: string; description: string; path: string };

/** Where each piece of the page's meta lives in the document head, and which attribute holds it. */
const headTags = [
  { selector: 'meta[name="description"]', attribute: "content", value: (meta: PageMeta) => meta.description },
  { selector: 'link[rel="canonical"]', attribute: "href", value: (meta: PageMeta) => `${SITE_URL}${meta.path}` },
  { selector: 'meta[property="og:title"]', attribute: "content", value: (meta: PageMeta) => meta.title },
  { selector: 'meta[property="og:description"]', attribute: "content", value: (meta: PageMeta) => meta.description },
  { selector: 'meta[property="og:url"]', attribute: "content", value: (meta: PageMeta) => `${SITE_URL}${meta.path}` },
  { selector: 'meta[name="twitter:title"]', attribute: "content", value: (meta: PageMeta) => meta.title },
  { selector: 'meta[name="twitter:description"]', attribute: "content", value: (meta: PageMeta) => meta.description },
] as const;

/**
 * Keeps the document's title, description, canonical link and sharing tags in step with the page shown,
 * since every route is served the same index.html (whose head describes the landing page). Leaving the
 * page puts the head's tags back as they were, so a screen without its own meta never inherits another's
 * description; the title is left alone, as the router sets each route's title when it opens.
 */
export function usePageMeta({ title, description, path }: PageMeta): void {
  React.useEffect(() => {
    const meta = { title, description, path };
    const previous = headTags.map(({ selector, attribute, value }) => {
      const element = document.head.querySelector(selector);
      const before = element?.getAttribute(attribute) ?? null;
      element?.setAttribute(attribute, value(meta));
      return { element, attribute, before };
    });
    document.title = title;
    return () => {
      for (const { element, attribute, before } of previous) {
        if (before !== null) element?.setAttribute(attribute, before);
      }
    };
  }, [title, description, path]);
}
