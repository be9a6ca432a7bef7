import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../flows/storybook/stories";
import { sessionMachine } from "./session.machine";

export default { title: "Flows/Session", parameters: { layout: "fullscreen" } } satisfies Meta;

/** The session has no screen of its own (the login form and the header's Logout drive it). */
export const Diagram = diagramStory(
  sessionMachine,
  "Session flow",
  "Restores the stored user and token, stores them on login, clears them and revokes the token on logout, and follows other tabs.",
);
