import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { quoteRequestMachine } from "./quote-request.machine";

export default { title: "Flows/Quote request", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  quoteRequestMachine,
  "Quote request flow",
  "Container figures load first; the quantity is checked before any request; the server costs the spec itself; refusals on the field they name; sent shows the reference and the server's total.",
);
