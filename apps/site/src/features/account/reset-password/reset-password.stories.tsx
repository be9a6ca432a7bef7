import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { resetPasswordMachine } from "./reset-password.machine";

export default { title: "Flows/ResetPassword", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  resetPasswordMachine,
  "Password reset flow",
  "A link without a well-formed token is refused at once, and a used or expired one (410) as the page opens, before a password is typed; “The passwords do not match” without a request; the password policy on its field; a link that ends while the form is open leaves it for one message and a way to ask again.",
);
