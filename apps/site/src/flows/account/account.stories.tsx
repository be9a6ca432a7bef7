import type { Meta, StoryObj } from "@storybook/react-vite";
import { DiagramView } from "../diagram-view";
import { accountMachine } from "./account.machine";

const meta = {
  title: "Flows/Account",
  component: DiagramView,
  args: { machine: accountMachine, title: "Account page flow", summary: "Loads the member's account; rename, change password, log out everywhere and delete, one at a time, each confirmed on the page; a 401 anywhere ends the session here too." },
} satisfies Meta<typeof DiagramView>;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
