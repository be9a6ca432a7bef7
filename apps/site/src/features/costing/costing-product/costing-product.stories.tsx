import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectDiagramFits, expectHighlightInSight, expectPassingThrough, zoomOf } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { bagRow } from "../../../shared/flows/testing/fixtures";
import { costingProductMachine } from "./costing-product.machine";
import { CostingProductScreen } from "./costing-product-screen";

const title = "Costing product flow";

const ports = [
  { truck_fare_id: "1", location: "Chattogram Port" },
  { truck_fare_id: "2", location: "Mongla Port" },
];
const sizes = [{ product_size_id: "5", category_id: "3", sub_category_id: "14", size: "40 x 28", unit: "piece" }];

export default { title: "Flows/Costing product", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  costingProductMachine,
  title,
  "Company, size and port selects filled in parallel with the lookup; results, empty and error as in the error catalogue.",
);

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={costingProductMachine}
    title={title}
    replies={{
      // The selects' lists always load; the controls choose the price lookup's answer.
      loadOptions: always({ sizes, ports }),
      lookup: apiReplies([bagRow], []),
    }}
    effects={["logOptionsFailure"]}
    screen={(machine) => (
      <CostingProductScreen
        route="ropeCostingProduct"
        context={{ category_id: "2", category_name: "Jute Rope", sub_category_id: "11", sub_category_name: "CB Rope" }}
        machine={machine}
      />
    )}
  />
);

const submit = { before: "options.ready + lookup.idle", button: "Submit", event: "lookup.submit" };

/** Drive it: pick the server's answer in the controls, then Submit. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await clickThrough(canvasElement, { ...submit, after: "options.ready + lookup.results" });
  // The parallel machine is tall: drawn to fit its panel, the current states in sight.
  await expectDiagramFits(canvasElement);
  await expectHighlightInSight(canvasElement);
});

/** Zoom by keyboard: larger than the panel, it pans, and the current states stay in sight. */
export const DriveZoom = drivenStory(Driven, {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await clickThrough(canvasElement, { ...submit, after: "options.ready + lookup.results" });
  await expectDiagramFits(canvasElement);
  await waitFor(() => expect(zoomOf(canvasElement)).toMatch(/fits the panel/));
  const fitted = zoomOf(canvasElement);
  canvas.getByRole("button", { name: "Zoom in" }).focus();
  await userEvent.keyboard("{Enter}{Enter}{Enter}{Enter}");
  await waitFor(() => expect(zoomOf(canvasElement)).not.toBe(fitted));
  await expect(zoomOf(canvasElement)).not.toMatch(/fits the panel/);
  const box = canvas.getByRole("group", { name: `${title}: diagram` });
  await waitFor(() => expect(box.scrollHeight).toBeGreaterThan(box.clientHeight));
  // Too large now for both regions' states at once: the one entered last is in sight.
  await expectHighlightInSight(canvasElement, ["lookup__results"]);
  // On the focused diagram: 0 fits it again.
  box.focus();
  await userEvent.keyboard("0");
  await waitFor(() => expect(zoomOf(canvasElement)).toMatch(/fits the panel/));
  await expectDiagramFits(canvasElement);
});

/** The server refuses: its words, and the result cleared. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: "Choose the port from the list" }, async (canvasElement) => {
  await clickThrough(canvasElement, { ...submit, after: "options.ready + lookup.error" });
  await expect(await within(canvasElement).findAllByText("Choose the port from the list")).not.toHaveLength(0);
});

/** No prices for the selections: the status line says so, and no quote is shown. */
export const DriveEmpty = drivenStory(Driven, { outcome: "empty" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await clickThrough(canvasElement, { ...submit, after: "options.ready + lookup.empty" });
  const status = await canvas.findByText(/^No data found for .*CB Rope/);
  await expect(status).toHaveAttribute("role", "status");
  await expect(canvas.queryByText(bagRow.name)).toBeNull();
});

/** The network fails: "Something went wrong" in the page's alert; Submit looks up again. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await clickThrough(canvasElement, { ...submit, after: "options.ready + lookup.error" });
  await expect(await canvas.findByRole("alert")).toHaveTextContent("Something went wrong");
  await expect(canvas.getByRole("button", { name: "Submit" })).toHaveFocus();
  await clickThrough(canvasElement, { before: "options.ready + lookup.error", button: "Submit", event: "lookup.submit", after: "options.ready + lookup.error" });
  await expect(canvas.getByTestId("event-log")).toHaveTextContent(/lookup\.submit → options\.ready \+ lookup\.loading[\s\S]*lookup\.submit → options\.ready \+ lookup\.loading/);
});

/** A slow server: "Looking up prices…" on Submit and the spinner while the lookup runs, then the result. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, submit.before);
  await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
  await expectPassingThrough(canvasElement, "options.ready + lookup.loading");
  await expect(await canvas.findByRole("button", { name: "Looking up prices…" }, BUSY_SHOWN)).toBeVisible();
  await expect(await canvas.findByRole("progressbar", { name: "Looking up prices" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "options.ready + lookup.results");
  await expect(await canvas.findByText(/^1 price for .*CB Rope/)).toBeVisible();
});
