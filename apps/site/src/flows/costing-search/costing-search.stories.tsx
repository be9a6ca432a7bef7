import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { costingSearchMachine } from "./costing-search.machine";

const meta = {
  title: "Flows/Costing search",
  component: DiagramView,
  args: { machine: costingSearchMachine, title: "Costing search flow", summary: "Count, ply, oil type and company (default 2); Submit; the first result, or No data found." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
