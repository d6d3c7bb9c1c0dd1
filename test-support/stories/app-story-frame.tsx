import * as React from "react";
import type { StoryContext } from "@storybook/react-vite";
import { configure, expect, getConfig, waitFor, within } from "storybook/test";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createAccessTokenStore, createApiClient } from "@lib/http/index.ts";
import { type LocalSessionPort } from "@lib/session/index.ts";
import { AppProviders } from "../../app/providers.tsx";
import { LandingPage } from "@features/public-site/index.ts";
import { LANDING_PATH } from "../../app/prerender-markers.ts";
import { LEAVING_PAGE_SLOT } from "../../app/page-fade.ts";
import { buildRoutes } from "../../app/routes.tsx";


/**
 * The whole app (providers, route table, guards, layouts) opened at `path` in memory, with a session of
 * its own talking to /api. Stories answer /api with MSW; only stories import this file.
 */
/** Toasts stay up for a minute in app stories: a visual baseline then shows the toast however long the play took. */
const STORY_TOAST_HOLD_MS = 60_000;

/**
 * A failed load shows at once, as in the feature stories (the app itself tries a failed query three
 * more times, which would make every failure story wait seconds for nothing).
 */
export function AppAt({ path, holdToastsFor = STORY_TOAST_HOLD_MS, localSession }: { path: string; holdToastsFor?: number; localSession?: LocalSessionPort }) {
  const [client] = React.useState(() => createApiClient({ tokens: createAccessTokenStore() }));
  const [router] = React.useState(() => createMemoryRouter(buildRoutes({ [LANDING_PATH]: LandingPage }), { initialEntries: [path] }));
  return (
    <AppProviders client={client} {...(localSession ? { localSession } : {})} applyThemeToDocument={false} holdToastsFor={holdToastsFor} retryFailedQueries={false}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Resolves once the page's fades (app/page-fade.ts) have ended, so checks see its final colours and the leaving page is gone. */
export async function pageFadeFinished(document: Document): Promise<void> {
  const fades = document
    .getAnimations()
    .filter((animation) => animation.effect instanceof KeyframeEffect && animation.effect.target instanceof Element && animation.effect.target.matches(`[data-slot="page"], [data-slot="${LEAVING_PAGE_SLOT}"]`));
  await Promise.all(fades.map((fade) => fade.finished.catch(() => undefined)));
}

/**
 * For a page story's `beforeEach`: the page's code and data arrive lazily, which on a busy machine takes
 * longer than Testing Library's one second, so its queries wait up to 20 s during the story.
 */
export function patientQueries(): () => void {
  const { asyncUtilTimeout } = getConfig();
  configure({ asyncUtilTimeout: 20_000 });
  return () => configure({ asyncUtilTimeout });
}

/** The whole page a story shows, dialogs and toasts (portalled to the body) included. */
export const storyScreen = ({ canvasElement }: Pick<StoryContext, "canvasElement">) => within(canvasElement.ownerDocument.body);

/** The dashboard greets by the time of day, so its heading is found by that greeting. */
export const DASHBOARD_HEADING = /^Good (morning|afternoon|evening)/;

/** The page's heading, once its 0.18 s fade-in has let it show. */
export async function pageHeading(context: Pick<StoryContext, "canvasElement">, name: string | RegExp) {
  // A page arrives lazily with its data: on a busy machine that can take many seconds.
  const heading = await storyScreen(context).findByRole("heading", { level: 1, name }, { timeout: 60_000 });
  await waitFor(() => expect(heading).toBeVisible());
  await pageFadeFinished(heading.ownerDocument);
  return heading;
}
