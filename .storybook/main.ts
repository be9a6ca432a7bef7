/**
 * Storybook for the whole workspace: the library's stories, the site's flows (a diagram, a
 * driven screen and a docs page each). Builds offline (STORYBOOK_DISABLE_TELEMETRY=1 in the
 * root scripts).
 */
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.tsx", "../apps/site/src/**/*.mdx", "../apps/site/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // `storybook build --test` (test/storybook-build.test.ts): Storybook's fast build for checks
  // (no docgen, no source maps, no tree shaking), but with the docs kept: the "About this flow"
  // pages are among what that test checks, and the docs addon's styles are part of the site.
  build: { test: { disableBlocks: false, disabledAddons: [], disableMDXEntries: false, disableAutoDocs: false } },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Found late by the dependency scan (behind the site's screens, the diagram's lazy import
      // and the quote dialog's portal): listed so the story tests never see Vite reload the page mid-run.
      include: [...(viteConfig.optimizeDeps?.include ?? []), "zod", "mermaid", "react-dom"],
    },
  }),
};

export default config;
