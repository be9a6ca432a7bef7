import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { productDetailsMachine } from "./product-details.machine";

const meta = {
  title: "Flows/Product details",
  component: DiagramView,
  args: { machine: productDetailsMachine, title: "Product details flow", summary: "A sub-category by its id, with its price or the View Price link." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
