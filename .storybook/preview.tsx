import type { Preview } from "@storybook/react-vite";
import { RouterProvider } from "../packages/ui/src/components/link/router-provider";
import "../packages/ui/src/styles/index.css";

const preview: Preview = {
  parameters: {
    layout: "padded",
    // Every story is an accessibility test: a violation fails it (in the UI and in Vitest).
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    // Links navigate nowhere in Storybook: the router is a no-op, as wouter would be in tests.
    (Story) => (
      <RouterProvider navigate={() => {}}>
        <Story />
      </RouterProvider>
    ),
  ],
};

export default preview;
