import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { contactMachine } from "./contact.machine";

const meta = {
  title: "Flows/Contact",
  component: DiagramView,
  args: {
    machine: contactMachine,
    title: "Contact flow",
    summary: "Checked in the browser first; refusals on the field they name; a failure keeps what was typed; sent shows the reference in place of the form.",
  },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
