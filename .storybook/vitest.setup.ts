/**
 * Applies the project's Storybook annotations (preview decorators, a11y parameters) to the
 * stories run as Vitest tests by @storybook/addon-vitest.
 */
import * as a11yAddonAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import * as projectAnnotations from "./preview";

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
