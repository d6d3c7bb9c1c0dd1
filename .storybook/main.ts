import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: [
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
};

export default config;
