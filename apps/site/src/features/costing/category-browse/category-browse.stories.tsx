import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectCurrentState } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory } from "../../../shared/flows/storybook/stories";
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

/** The network fails: the no-data picture with Try again, which loads again. */
export const DriveNetworkFailure = drivenStory(Driven, { outcome: "network" }, (canvasElement) =>
  clickThrough(canvasElement, { before: "error", button: /Try again/, event: "browse.retry", after: "error" }),
);
