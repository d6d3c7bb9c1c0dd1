import * as React from "react";
import type { Preview } from "@storybook/react-vite";
import { initialize, mswLoader } from "msw-storybook-addon";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import "../ui/styles/globals.css";

initialize({ onUnhandledRequest: "bypass", quiet: true });

type Theme = "light" | "dark";

/**
 * The story tests run every story twice, once per theme: the dark run defines this constant so each
 * story renders dark whatever its own globals say. Storybook itself leaves it undefined.
 */
declare const __FORCED_STORY_THEME__: Theme | undefined;
const forcedTheme: Theme | undefined = typeof __FORCED_STORY_THEME__ === "undefined" ? undefined : __FORCED_STORY_THEME__;

/** Each story gets its own query cache, so no story sees another's data. */
function StoryQueryClient({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const preview: Preview = {
  loaders: [mswLoader],
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
  },
  initialGlobals: { theme: "light" },
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
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ["autodocs"],
};

export default preview;
