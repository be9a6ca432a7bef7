import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { loginMachine } from "./login.machine";

const meta = {
  title: "Flows/Login",
  component: DiagramView,
  args: { machine: loginMachine, title: "Login flow", summary: "Sends a visitor with a stored token home; otherwise the login form, Logging in… while busy, the server's words on a refusal." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
