import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { categoryBrowseMachine } from "./category-browse.machine";

const meta = {
  title: "Flows/Category browse",
  component: DiagramView,
  args: { machine: categoryBrowseMachine, title: "Category browse flow", summary: "Spinner, grid of round tiles, no-data picture; a failed load is logged and offers Try again." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
