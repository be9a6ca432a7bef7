/**
 * Storybook for the whole workspace: the library's stories and, later, the site's flows.
 * Builds offline (STORYBOOK_DISABLE_TELEMETRY=1 in the root scripts).
 */
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.tsx", "../apps/site/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
