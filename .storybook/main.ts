import type { StorybookConfig } from "@storybook/react-vite";

/** The number of guides the stories' landing page states. */
const STORY_GUIDE_COUNT = 92;

const config: StorybookConfig = {
  stories: [
    // The page Storybook opens on (preview.tsx puts it first).
    "../docs/storybook/*.mdx",
    "../ui/**/*.mdx",
    "../ui/**/*.stories.@(ts|tsx)",
    "../features/**/*.stories.@(ts|tsx)",
    "../app/**/*.stories.@(ts|tsx)",
    "../server/mail/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["../public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen" },
  // The landing page's guide count is the catalogue's, counted at the build (vite.config.ts); the stories show
  // a fixed figure instead, so their pictures do not change each time the catalogue gains an entry.
  viteFinal: (viteConfig) => ({ ...viteConfig, define: { ...viteConfig.define, __CATALOGUE_GUIDE_COUNT__: JSON.stringify(STORY_GUIDE_COUNT) } }),
};

export default config;
