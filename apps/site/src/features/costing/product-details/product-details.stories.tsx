import type { Meta } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
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

/** No product with this id: the no-data picture, no alert and no Try again (nothing failed). */
export const DriveEmpty = drivenStory(Driven, { outcome: "empty" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "empty");
  await expect(await canvas.findByText("No data found")).toBeVisible();
  await expect(canvas.queryByRole("alert")).toBeNull();
  await expect(canvas.queryByRole("button", { name: /Try again/ })).toBeNull();
});

/** The server refuses (the database is down): its words in the page's alert, and Try again, which loads again. */
export const DriveRefused = drivenStory(
  Driven,
  { outcome: "refused", message: "The database is unavailable at the moment; please try again shortly" },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await expectCurrentState(canvasElement, "error");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The database is unavailable at the moment; please try again shortly");
    await clickThrough(canvasElement, { before: "error", button: /Try again/, event: "product.retry", after: "error" });
    await expect(canvas.getByTestId("event-log")).toHaveTextContent(/product\.retry → loading/);
  },
);

/** A slow server: the spinner while the product loads, then the product. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  await expectPassingThrough(canvasElement, "loading");
  await expect(await within(canvasElement).findByRole("progressbar", { name: "Loading the product" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "results");
  await expect(await within(canvasElement).findByRole("heading", { name: /Jute Wine Bag/ })).toBeVisible();
});
