import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { forgotPasswordMachine } from "./forgot-password.machine";

const meta = {
  title: "Flows/ForgotPassword",
  component: DiagramView,
  args: { machine: forgotPasswordMachine, title: "Forgotten password flow", summary: "The email, Sending… while busy, then the same reply for any email; a refusal of the email on its field." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
