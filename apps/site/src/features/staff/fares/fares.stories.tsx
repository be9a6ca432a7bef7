import type { FaresApplied, FaresData, FaresDiff } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { always, apiReplies, FlowPlayground, type OutcomeArgs } from "../../../shared/flows/storybook/flow-playground";
import { clickThrough, diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { staffCopy } from "../staff.copy";
import { FaresScreen } from "./fares-screen";
import { faresMachine } from "./fares.machine";

const title = "Port fares flow (staff)";

export default { title: "Flows/Port fares", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  faresMachine,
  title,
  "The fares in force load; new fares and a day are previewed (each port whose fare moves, old and new, the percentage); fares beyond ±25% must be confirmed (the server refuses them otherwise); the save carries the preview's id, so what is saved is what was previewed; it ends applied or scheduled, and a scheduled change can be cancelled. A refusal names the port and goes back to the form.",
);

const fares: FaresData = {
  today: "2026-11-25",
  time_zone: "Asia/Dhaka",
  version: 7,
  fares: [
    { truck_fare_id: "1", location: "Chattogram Port", fare: "19.5", effective_from: "2026-11-01" },
    { truck_fare_id: "2", location: "Mongla Port", fare: "22", effective_from: "" },
  ],
  scheduled: [],
};
const diff: FaresDiff = {
  version: 7,
  effective_from: "2026-11-25",
  preview_id: "a".repeat(64),
  scheduled: false,
  counts: { changed: 1, unchanged: 1, flagged: 1 },
  changed: [{ truck_fare_id: "1", location: "Chattogram Port", old_fare: "19.5", new_fare: "1950", percent: 9900, flagged: true }],
};
const applied: FaresApplied = { change_id: "12", effective_from: "2026-11-25", scheduled: false, changed: 1, flagged: 1 };

/**
 * `loadFollows`: the load of the fares in force answers as the controls say too (a network
 * failure there is `loadFailed`); by default they load at once and the preview, the save and
 * the cancel follow the controls.
 */
const driven = ({ loadFollows = false } = {}) =>
  function Driven(args: OutcomeArgs) {
    return (
      <FlowPlayground
        {...args}
        machine={faresMachine}
        title={title}
        replies={{
          loadFares: loadFollows ? apiReplies(fares, fares, { found: "Truck fares" }) : always({ kind: "ok", data: fares, msg: "Truck fares" }),
          previewFares: apiReplies(diff, { ...diff, counts: { changed: 0, unchanged: 2, flagged: 0 }, changed: [] }, { found: "Preview: nothing has changed yet" }),
          applyFares: apiReplies(applied, applied, { found: "Fares saved" }),
          cancelScheduled: apiReplies({ change_id: "9", removed: 1 }, { change_id: "9", removed: 0 }),
        }}
        screen={(machine) => <FaresScreen machine={machine} />}
      />
    );
  };
const Driven = driven();

const typeAndPreview = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "editing");
  const chattogram = await canvas.findByRole("textbox", { name: "Fare to Chattogram Port (USD per tonne)" });
  await userEvent.clear(chattogram);
  await userEvent.type(chattogram, "1950");
  await userEvent.click(canvas.getByRole("button", { name: "Preview the change" }));
  await expect(canvas.getByTestId("event-log")).toHaveTextContent("fares.preview");
};

/** Drive it: 1950 typed for 19.50 is flagged; saving needs the confirmation; then saved. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await typeAndPreview(canvasElement);
  await expectCurrentState(canvasElement, "reviewing");
  await expect(await canvas.findByText("Beyond ±25%: check it")).toBeVisible();
  const save = canvas.getByRole("button", { name: "Save fares" });
  await expect(save).toBeDisabled();
  await userEvent.click(canvas.getByRole("checkbox", { name: "I have checked the 1 fare beyond ±25%" }));
  await userEvent.click(save);
  await expectCurrentState(canvasElement, "applied");
  await expect(await canvas.findByRole("heading", { name: "Fares saved and in force now (1 changed)." })).toBeVisible();
});

/** The server refuses a fare, naming the port: the summary says it, the field is marked. */
export const DriveRefused = drivenStory(
  Driven,
  { outcome: "refused", message: 'Chattogram Port: "abc" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)', field: "fares.0.fare" },
  async (canvasElement) => {
    // The refusal names the first port sent: fares.0.fare.
    await typeAndPreview(canvasElement);
    await expectCurrentState(canvasElement, "editing");
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "The change was not previewed" })).toBeVisible();
    const chattogram = canvas.getByRole("textbox", { name: "Fare to Chattogram Port (USD per tonne)" });
    await expect(chattogram).toHaveAttribute("aria-invalid", "true");
    await expect(chattogram).toHaveAccessibleDescription(/Chattogram Port: "abc" is not a fare/);
  },
);

/**
 * The network fails on the preview (the fares in force loaded): the outcome's heading takes
 * focus, the words in an alert; "Change the fares" goes back to the form with 1950 still typed.
 */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await typeAndPreview(canvasElement);
  await expectCurrentState(canvasElement, "failed");
  // It says what did not happen: the preview (nothing was to be saved yet).
  await expect(await canvas.findByRole("heading", { name: "The change was not previewed" })).toHaveFocus();
  await expect(canvas.getByRole("alert")).toHaveTextContent("The server could not be reached");
  await clickThrough(canvasElement, { before: "failed", button: staffCopy.fares.edit, event: "fares.edit", after: "editing" });
  await expect(canvas.getByRole("textbox", { name: "Fare to Chattogram Port (USD per tonne)" })).toHaveValue("1950");
});

/** The network fails on the load of the fares in force: the words in an alert, and Try again asks again. */
export const DriveLoadFailure = drivenStory(driven({ loadFollows: true }), { outcome: "network" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "loadFailed");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("The server could not be reached");
  await clickThrough(canvasElement, { before: "loadFailed", button: staffCopy.fares.retry, event: "fares.retry", after: "loadFailed" });
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent(/fares\.retry → loading/);
});

/** A slow server: "Checking…" while the preview is made, then the preview; "Saving…" while it is saved, then saved. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  const canvas = within(canvasElement);
  await typeAndPreview(canvasElement);
  await expectPassingThrough(canvasElement, "previewing");
  await expect(await canvas.findByRole("button", { name: staffCopy.fares.previewing }, BUSY_SHOWN)).toBeDisabled();
  await expectCurrentState(canvasElement, "reviewing");
  await userEvent.click(await canvas.findByRole("checkbox", { name: "I have checked the 1 fare beyond ±25%" }));
  await userEvent.click(canvas.getByRole("button", { name: staffCopy.fares.save }));
  await expectPassingThrough(canvasElement, "applying");
  await expect(await canvas.findByRole("button", { name: staffCopy.fares.saving }, BUSY_SHOWN)).toBeDisabled();
  await expectCurrentState(canvasElement, "applied");
  await expect(await canvas.findByRole("heading", { name: "Fares saved and in force now (1 changed)." })).toBeVisible();
});
