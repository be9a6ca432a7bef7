import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { forgotPasswordMachine } from "./forgot-password.machine";

export default { title: "Flows/ForgotPassword", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  forgotPasswordMachine,
  "Forgotten password flow",
  "The email, Sending… while busy, then the same reply for any email; a refusal of the email on its field.",
);
