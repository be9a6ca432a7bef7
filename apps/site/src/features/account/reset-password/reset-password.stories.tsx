import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { resetPasswordMachine } from "./reset-password.machine";

export default { title: "Flows/ResetPassword", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  resetPasswordMachine,
  "Password reset flow",
  "A link without a well-formed token is refused at once; The passwords do not match without a request; the password policy on its field; a used or expired link (410) leaves the form for one message and a way to ask again.",
);
