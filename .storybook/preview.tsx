import * as React from "react";
import type { Preview } from "@storybook/react-vite";
import { getWorker, initialize, mswLoader } from "msw-storybook-addon";
import { configure } from "storybook/test";
import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { LOCAL_STORAGE_KEYS } from "../domain/entities/browser-storage-keys.ts";
import { appStore } from "@lib/app-state/index.ts";
import { forgetStoredDashboards } from "../features/tasks/api/dashboard-cache-store.ts";
import { allowConsole, finishConsoleGuard, startConsoleGuard, type ConsoleLevel } from "../test-support/console-guard.ts";
import { chooseNetworkMode, setNetworkMode, type NetworkMode } from "../mock-api/handlers/simulated-latency.ts";
import { loadToastRegion } from "../ui/toast/index.ts";
import { trackRequestsOnTheirWay } from "../test-support/stories/requests-on-their-way.ts";
import "../ui/styles/globals.css";

/**
 * A story's requests to the API, or to any other site, must be answered by its MSW handlers: one that is
 * not fails the story (through the console error logged for it) and is answered with a 500 error. The page's own
 * files (modules, fonts, images, Storybook's files) are no API calls and load as usual.
 */
function isPageFile(url: URL): boolean {
  return url.origin === window.location.origin && url.pathname !== "/api" && !url.pathname.startsWith("/api/");
}

// A story's waits end when their condition holds; the limit is only how long a wait that will never end takes
// to fail. Testing Library's 1 s is shorter than a page chunk or a dialog loaded on demand can take on a busy
// machine (a story failed so, waiting for the completion dialog while the CPU was shared), and CI may share its.
configure({ asyncUtilTimeout: 10_000 });

initialize({
  quiet: true,
  onUnhandledRequest(request) {
    if (isPageFile(new URL(request.url))) return;
    const problem = `No MSW handler answers ${request.method} ${request.url}: add one to the story's parameters.msw.handlers.`;
    // Logged here rather than through MSW's printer, which writes later: the story's end-of-test check must see it.
    console.error(problem);
    // Throwing makes MSW answer the request with a 500 error instead of sending it on.
    throw new Error(problem);
  },
});

const requestsOnTheirWay = trackRequestsOnTheirWay(globalThis, getWorker().events);

/**
 * The story's handlers take over once the last story's requests are matched against that story's own
 * (requests-on-their-way.ts). The limit only bounds a wait that something would keep going.
 */
async function mswLoaderAfterTheLastStory(...args: Parameters<typeof mswLoader>) {
  await requestsOnTheirWay.settled(3_000);
  return mswLoader(...args);
}

/**
 * MSW checks its worker for an update at every page load and does not wait for the answer
 * (mswjs/msw#2006). When the browser refuses that check (it has answered "Not found" while another page
 * load's check was under way), the rejection reaches the story being played, and Storybook fails the story
 * for an error that is not its own: the worker already installed keeps answering the story's requests.
 * Only that rejection is set aside; this listener is added before Storybook's, which would report it.
 */
window.addEventListener("unhandledrejection", (event) => {
  const message = event.reason instanceof Error || event.reason instanceof DOMException ? event.reason.message : "";
  if (!message.startsWith("Failed to update a ServiceWorker") || !message.includes("/mockServiceWorker.js")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
});

/** `parameters.console.allow`: messages a story logs on purpose (a caught render error, say). */
type ConsoleParameter = { allow?: readonly { level: ConsoleLevel; message?: string | RegExp }[] };

type Theme = "light" | "dark";

/**
 * The story tests run every story twice, once per theme: the dark run defines this constant so each
 * story renders dark whatever its own globals say. Storybook itself leaves it undefined.
 */
declare const __FORCED_STORY_THEME__: Theme | undefined;
const forcedTheme: Theme | undefined = typeof __FORCED_STORY_THEME__ === "undefined" ? undefined : __FORCED_STORY_THEME__;

/**
 * The story tests define this as "instant": they wait on conditions, never on the clock, so the mock
 * API's simulated delays (mock-api/handlers/simulated-latency.ts) would only slow them. Storybook itself
 * leaves it undefined, and the Network toolbar item decides; the screenshot run, which opens the built
 * Storybook, asks for `network:instant` in each story's address (visual/story-address.ts).
 */
declare const __FORCED_STORY_NETWORK__: NetworkMode | undefined;
const forcedNetwork: NetworkMode | undefined = typeof __FORCED_STORY_NETWORK__ === "undefined" ? undefined : __FORCED_STORY_NETWORK__;

/** Each story gets its own query cache, so no story sees another's data. */
function StoryQueryClient({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * Each story starts as a page opened afresh would: from the app's first state, and online. Both live as long
 * as the page, so the story shown before (an onboarding half done, notifications read, the network gone)
 * would otherwise open in this one. A loader, because the project's loaders run before the stories' own,
 * which may then set the state they show; and because it runs after the last story has been taken down,
 * the queries that story paused offline are gone rather than resumed against this story's mock API.
 */
function freshPage() {
  appStore.getState().reset();
  // Who the last story's session was is kept apart from the app-wide state (decision 056), and goes with it.
  localStorage.removeItem(LOCAL_STORAGE_KEYS.sessionUser);
  onlineManager.setOnline(true);
  return {};
}

const preview: Preview = {
  // The toasts' code loads with the app's first toast (ui/toast/toast.tsx); stories have it from the start,
  // so a play function that waits for a toast waits for the toast alone.
  loaders: [freshPage, mswLoaderAfterTheLastStory, loadToastRegion],
  // A console.error or console.warn during a story fails it, as in every other test (house rules).
  beforeEach(context) {
    // Before the story renders and asks for anything; Storybook runs this again when a global changes.
    setNetworkMode(chooseNetworkMode({ forced: forcedNetwork, chosen: context.globals.network }));
    startConsoleGuard();
    // The dashboard keeps its last list in localStorage, which the stories share: one story's list
    // would open the next story's dashboard (its loading, empty or failed state) at once.
    forgetStoredDashboards(localStorage);
    // Storybook's own notice, printed once per page by its runtime (not by our code) when a story's
    // action spies are reported; nothing a story can fix.
    allowConsole("warn", "Accessing the Story Store is deprecated");
    for (const { level, message } of (context.parameters.console as ConsoleParameter | undefined)?.allow ?? []) allowConsole(level, message);
  },
  afterEach() {
    finishConsoleGuard();
  },
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
    network: {
      description: "How long the mock API takes to answer (docs/product.md §9.5)",
      toolbar: {
        title: "Network",
        icon: "timer",
        items: [
          { value: "realistic", title: "Network: realistic", right: "local mode's delays" },
          { value: "instant", title: "Network: instant", right: "no delay" },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Realistic by default, so whoever browses the stories sees each loading state an answer passes through.
  initialGlobals: { theme: "light", network: "realistic" },
  decorators: [
    (Story, context) => {
      const theme = forcedTheme ?? (context.globals.theme as Theme | undefined) ?? "light";
      document.documentElement.classList.toggle("dark", theme === "dark");
      document.documentElement.style.colorScheme = theme;
      return (
        <StoryQueryClient>
          <Story />
        </StoryQueryClient>
      );
    },
  ],
  parameters: {
    layout: "centered",
    // Storybook opens on the first entry: the introduction, then the tokens, the kit and what is built from
    // it; the developers' checks last (docs/storybook/introduction.mdx says what each group holds).
    options: { storySort: { order: ["Introduction", "Design tokens", "UI", "Features", "Pages", "App", "Emails", "Developers"] } },
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ["autodocs"],
};

export default preview;
