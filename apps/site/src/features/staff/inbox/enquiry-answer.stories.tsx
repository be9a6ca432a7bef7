import type { Meta } from "@storybook/react-vite";
import { diagramStory } from "../../../shared/flows/storybook/stories";
import { enquiryAnswerMachine } from "./enquiry-answer.machine";

export default { title: "Flows/Staff enquiry answer", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  enquiryAnswerMachine,
  "Staff enquiry answer flow",
  "An opened enquiry in the staff inbox: a received one takes a reply (mailed to the enquirer, marked answered) or is marked answered without one; an answered one can be reopened. A refusal of the reply's text stays on the field; another clerk's answer first is said and the entry reloads.",
);
