import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { resetPasswordMachine } from "./reset-password.machine";

const meta = {
  title: "Flows/ResetPassword",
  component: DiagramView,
  args: { machine: resetPasswordMachine, title: "Password reset flow", summary: "A link without a well-formed token is refused at once; Password not match without a request; the password policy on its field; a used or expired link (410) leaves the form for one message and a way to ask again." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
