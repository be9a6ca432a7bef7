import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { accountMachine } from "./account.machine";

export default { title: "Flows/Account", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  accountMachine,
  "Account page flow",
  "Loads the member's account; rename, change password, log out everywhere and delete, one at a time, each confirmed on the page; a 401 anywhere ends the session here too.",
);
