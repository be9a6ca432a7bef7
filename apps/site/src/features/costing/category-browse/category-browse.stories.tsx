import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import type { BrowseItem } from "./browse-items";
import { categoryBrowseMachine } from "./category-browse.machine";
import { CategoryBrowseScreen } from "./category-browse-screen";

const title = "Category browse flow";

const items: BrowseItem[] = [
  { key: "category-1", name: "Jute Yarn", img: "", level: "category", state: { category_id: "1", category_name: "Jute Yarn" } },
  { key: "category-2", name: "Jute Rope", img: "", level: "category", state: { category_id: "2", category_name: "Jute Rope" } },
  { key: "category-3", name: "Jute Bags", img: "", level: "category", state: { category_id: "3", category_name: "Jute Bags" } },
];

export default { title: "Flows/Category browse", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(categoryBrowseMachine, title, "Spinner, grid of round tiles, no-data picture; a failed load is logged and offers Try again.");

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={categoryBrowseMachine}
    title={title}
    replies={{ loadItems: apiReplies(items, []) }}
    effects={["logFailure"]}
    screen={(machine) => <CategoryBrowseScreen source={{ kind: "categories" }} label="Product categories" machine={machine} />}
  />
);

/** Drive it: pick the server's answer in the controls; the list loads at once. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await expectCurrentState(canvasElement, "results");
  await expect(within(canvasElement).getByRole("link", { name: /Jute Rope/ })).toBeVisible();
});

/** The network fails: the alert says so beside the no-data picture, and Try again loads again. */
export const DriveNetworkFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "error");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("The server could not be reached");
  await clickThrough(canvasElement, { before: "error", button: /Try again/, event: "browse.retry", after: "error" });
});

/** Nothing in the list: the no-data picture, and no Try again (nothing failed). */
export const DriveEmpty = drivenStory(Driven, { outcome: "empty" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "empty");
  await expect(await canvas.findByText("No data found")).toBeVisible();
  await expect(canvas.queryByRole("button", { name: /Try again/ })).toBeNull();
  await expect(canvas.queryByRole("link", { name: /Jute Rope/ })).toBeNull();
});

/**
 * The server refuses (the database is down): silent as in the original, the refusal is logged
 * and the page shows the no-data picture with Try again, which loads again.
 */
export const DriveRefused = drivenStory(
  Driven,
  { outcome: "refused", message: "The database is unavailable at the moment; please try again shortly" },
  async (canvasElement) => {
    await expectCurrentState(canvasElement, "error");
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("The database is unavailable at the moment; please try again shortly");
    await expect(within(canvasElement).getByText("No data found")).toBeVisible();
    await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent("(action logFailure)");
    await clickThrough(canvasElement, { before: "error", button: /Try again/, event: "browse.retry", after: "error" });
    await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent(/browse\.retry → loading/);
  },
);

/** A slow server: the spinner while the list loads, then the tiles. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  await expectPassingThrough(canvasElement, "loading");
  await expect(await within(canvasElement).findByRole("progressbar", { name: "Loading Product categories" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "results");
  await expect(within(canvasElement).getByRole("link", { name: /Jute Rope/ })).toBeVisible();
});
