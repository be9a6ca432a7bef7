import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { expectCurrentState } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory } from "../../../shared/flows/storybook/stories";
import { wineBag } from "../../../shared/flows/testing/fixtures";
import { productDetailsMachine } from "./product-details.machine";
import { ProductDetailsScreen } from "./product-details-screen";

const title = "Product details flow";

export default { title: "Flows/Product details", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(productDetailsMachine, title, "A sub-category by its id, with its price or the View Price link.");

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={productDetailsMachine}
    title={title}
    // A visitor's view: the server sends the product without its cost.
    replies={{ loadProduct: apiReplies({ product: wineBag, quote: null }, { product: null, quote: null }) }}
    screen={(machine) => <ProductDetailsScreen id="30" machine={machine} />}
  />
);

/** Drive it: pick the server's answer in the controls; the product loads at once. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await expectCurrentState(canvasElement, "results");
  await expect(await within(canvasElement).findByRole("heading", { name: /Jute Wine Bag/ })).toBeVisible();
});

/** The network fails: Try again loads once more. */
export const DriveNetworkFailure = drivenStory(Driven, { outcome: "network" }, (canvasElement) =>
  clickThrough(canvasElement, { before: "error", button: /Try again/, event: "product.retry", after: "error" }),
);
