import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { priceUploadMachine } from "./price-upload.machine";

const meta = {
  title: "Flows/Price list upload",
  component: DiagramView,
  args: {
    machine: priceUploadMachine,
    title: "Price list upload flow (staff)",
    summary:
      "A file is sent for a dry run: its problems with their line numbers, or its diff against the list in force. Flagged changes (beyond ±25%) must be confirmed; applying while another staff member changed the list shows the fresh diff instead.",
  },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
