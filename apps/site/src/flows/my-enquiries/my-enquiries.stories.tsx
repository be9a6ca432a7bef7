import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { myEnquiriesMachine } from "./my-enquiries.machine";

const meta = {
  title: "Flows/My enquiries",
  component: DiagramView,
  args: { machine: myEnquiriesMachine, title: "My enquiries flow", summary: "The member's enquiries and quote requests, newest first; a visitor is asked to log in; a failure offers a retry." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
