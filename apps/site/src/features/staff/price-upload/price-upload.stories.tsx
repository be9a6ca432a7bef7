import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { priceUploadMachine } from "./price-upload.machine";

export default { title: "Flows/Price list upload", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  priceUploadMachine,
  "Price list upload flow (staff)",
  "A file is sent for a dry run: its problems with their line numbers, or its diff against the list in force. Flagged changes (beyond ±25%) must be confirmed (the server refuses them otherwise); the date and options are locked to the checked ones (the preview id binds them); applying while another staff member changed the list shows the fresh diff instead. Apply is never disabled: pressed too early it stays in its state and names what is missing (no file, not checked, problems to correct, already applied, ±25% not confirmed).",
);
