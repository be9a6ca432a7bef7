import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { myEnquiriesMachine } from "./my-enquiries.machine";

export default { title: "Flows/My enquiries", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  myEnquiriesMachine,
  "My enquiries flow",
  "The member's enquiries and quote requests, newest first; a visitor is asked to log in; a failure offers a retry.",
);
