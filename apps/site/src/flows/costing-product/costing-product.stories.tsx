import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { costingProductMachine } from "./costing-product.machine";

const meta = {
  title: "Flows/Costing product",
  component: DiagramView,
  args: { machine: costingProductMachine, title: "Costing product flow", summary: "Company, size and port selects filled in parallel with the lookup; results, empty and error as in the error catalogue." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
