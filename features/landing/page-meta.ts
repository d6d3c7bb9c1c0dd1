import * as React from "react";

/** The public address of the site, for canonical links and sharing tags. */
export const SITE_URL = "https://hearthkeep.app";

export const LANDING_TITLE = "Hearthkeep: home maintenance you'll actually keep up with";
export const LANDING_DESCRIPTION =
  "Hearthkeep keeps your home's appliances and systems maintained: a schedule of recurring tasks with due dates, step-by-step guides and reminders. Free to start, 2-minute setup.";

type PageMeta = { title: string; description: string; path: string };

function setContent(selector: string, value: string, attribute: "content" | "href" = "content") {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the document's title, description, canonical link and sharing tags in step with the page shown,
 * since every route is served the same index.html (whose head describes the landing page).
 */
export function usePageMeta({ title, description, path }: PageMeta): void {
  React.useEffect(() => {
    const url = `${SITE_URL}${path}`;
    document.title = title;
    setContent('meta[name="description"]', description);
    setContent('link[rel="canonical"]', url, "href");
    setContent('meta[property="og:title"]', title);
    setContent('meta[property="og:description"]', description);
    setContent('meta[property="og:url"]', url);
    setContent('meta[name="twitter:title"]', title);
    setContent('meta[name="twitter:description"]', description);
  }, [title, description, path]);
}
