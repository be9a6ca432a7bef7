import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { yarnRow } from "../../../shared/flows/testing/fixtures";
import { costingSearchMachine } from "./costing-search.machine";
import { CostingSearchScreen } from "./costing-search-screen";

const title = "Costing search flow";

export default { title: "Flows/Costing search", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(costingSearchMachine, title, "Count, ply, oil type and company (default 2); Submit; the first result, or No data found.");

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={costingSearchMachine}
    title={title}
    replies={{ lookup: apiReplies([yarnRow], []) }}
    screen={(machine) => <CostingSearchScreen category_id="1" sub_category_id="1" sub_category_name="CRX" machine={machine} />}
  />
);

/** Drive it: pick the server's answer in the controls, then Submit. */
export const Drive = drivenStory(Driven, {}, (canvasElement) =>
  clickThrough(canvasElement, { before: "idle", button: "Submit", event: "search.submit", after: "results" }),
);

/** Nothing matches: No data found. */
export const DriveEmpty = drivenStory(Driven, { outcome: "empty" }, (canvasElement) =>
  clickThrough(canvasElement, { before: "idle", button: "Submit", event: "search.submit", after: "empty" }),
);

/** A slow server: Searching… and the spinner while the lookup runs, then the result. */
export const DriveSlow = drivenStory(Driven, SLOW, (canvasElement) =>
  clickThrough(canvasElement, { before: "idle", button: "Submit", event: "search.submit", during: "loading", after: "results" }),
);

/** The server refuses (the database is down): its words in the page's alert, no result; Submit looks up again. */
export const DriveRefused = drivenStory(
  Driven,
  { outcome: "refused", message: "The database is unavailable at the moment; please try again shortly" },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await clickThrough(canvasElement, { before: "idle", button: "Submit", event: "search.submit", after: "error" });
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The database is unavailable at the moment; please try again shortly");
    await expect(canvas.queryByText(yarnRow.name)).toBeNull();
    await clickThrough(canvasElement, { before: "error", button: "Submit", event: "search.submit", after: "error" });
    await expect(canvas.getByTestId("event-log")).toHaveTextContent(/search\.submit → loading[\s\S]*search\.submit → loading/);
  },
);

/** The network fails: "Something went wrong" in the page's alert, Submit keeps focus and looks up again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await clickThrough(canvasElement, { before: "idle", button: "Submit", event: "search.submit", after: "error" });
  await expect(await canvas.findByRole("alert")).toHaveTextContent("Something went wrong");
  await expect(canvas.getByRole("button", { name: "Submit" })).toHaveFocus();
  await clickThrough(canvasElement, { before: "error", button: "Submit", event: "search.submit", after: "error" });
  await expect(canvas.getByTestId("event-log")).toHaveTextContent(/search\.submit → loading[\s\S]*search\.submit → loading/);
});
