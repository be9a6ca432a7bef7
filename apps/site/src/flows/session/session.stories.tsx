import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { sessionMachine } from "./session.machine";

const meta = {
  title: "Flows/Session",
  component: DiagramView,
  args: { machine: sessionMachine, title: "Session flow", summary: "Restores the stored user and token, stores them on login, clears them and revokes the token on logout, and follows other tabs." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
