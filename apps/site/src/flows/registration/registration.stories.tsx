import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { registrationMachine } from "./registration.machine";

const meta = {
  title: "Flows/Registration",
  component: DiagramView,
  args: { machine: registrationMachine, title: "Registration flow", summary: "Password not match without a request; Submitting… while busy; refusals on the field they concern; to /login on success." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
