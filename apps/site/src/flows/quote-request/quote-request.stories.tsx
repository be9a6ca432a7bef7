import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { quoteRequestMachine } from "./quote-request.machine";

const meta = {
  title: "Flows/Quote request",
  component: DiagramView,
  args: {
    machine: quoteRequestMachine,
    title: "Quote request flow",
    summary: "Container figures load first; the quantity is checked before any request; the server costs the spec itself; refusals on the field they name; sent shows the reference and the server's total.",
  },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
