import type { ApiResult } from "@jute/api/client";
import type { PriceApplied, PriceDiff } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { apiReplies, FlowPlayground, type OutcomeArgs, type Replies } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { priceUploadMachine } from "./price-upload.machine";
import { PriceUploadScreen } from "./price-upload-screen";

const title = "Price list upload flow (staff)";
const TODAY = "2026-11-25";

const line = { line: 2, key: "1|1||8|1|MOT", company: "SJSML", sub_category_id: "1", sub_category: "CRX", size: "", yarn_count: "8", ply: "1", oil: "MOT", old_kg: "1000", new_kg: "1000", rounded: false };
const diff = (flagged: boolean): PriceDiff => ({
  version: 7,
  effective_from: TODAY,
  preview_id: "a".repeat(64),
  notices: [],
  counts: { added: 0, changed: 1, unchanged: 99, missing: 0, retired: 0, flagged: flagged ? 1 : 0, rounded: 0 },
  added: [],
  changed: [{ ...line, old_price: "1300", new_price: flagged ? "2000" : "1430", percent: flagged ? 53.85 : 10, flagged }],
  missing: [],
});
const applied: PriceApplied = { change_id: "4", effective_from: TODAY, scheduled: false, added: 0, changed: 1, unchanged: 99, missing: 0, retired: 0, flagged: 0, rounded: 0 };
const PROBLEM = 'unknown company "NOPE" (expected SJSML or OJML)';

/** The dry run's answers: a refusal carries the file's problems with their line numbers, as the server's does. */
const previewReplies = (flagged: boolean): Replies<ApiResult<PriceDiff>> => ({
  ...apiReplies(diff(flagged), diff(flagged), { found: "Preview" }),
  refused: (msg) => ({ kind: "refused", msg, code: "invalid_input", status: 400, details: { problems: [{ line: 3, msg: PROBLEM }], total: 1 } }),
});

export default { title: "Flows/Price list upload", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  priceUploadMachine,
  title,
  "A file is sent for a dry run: its problems with their line numbers, or its diff against the list in force. Flagged changes (beyond ±25%) must be confirmed (the server refuses them otherwise); the date and options are locked to the checked ones (the preview id binds them); applying while another staff member changed the list shows the fresh diff instead. Apply is never disabled: pressed too early it stays in its state and names what is missing (no file, not checked, problems to correct, already applied, ±25% not confirmed).",
);

const driven = ({ flagged = false } = {}) =>
  function Driven(args: OutcomeArgs) {
    return (
      <FlowPlayground
        {...args}
        machine={priceUploadMachine}
        title={title}
        replies={{ previewUpload: previewReplies(flagged), applyUpload: apiReplies(applied, applied, { found: "Price list applied" }) }}
        screen={(machine) => <PriceUploadScreen today={TODAY} onApplied={() => undefined} machine={machine} />}
      />
    );
  };

const check = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expectCurrentState(canvasElement, "idle");
  await userEvent.upload(canvas.getByLabelText(/^Price list file \(CSV, \.xlsx or \.ods\)/), new File(["company,sub_category_id,price\nSJSML,1,1430\n"], "prices.csv", { type: "text/csv" }));
  await userEvent.click(canvas.getByRole("button", { name: "Check the file" }));
  // The screen reads the file's bytes first (a workbook or a CSV), so the event follows a moment later.
  await waitFor(() => expect(canvas.getByTestId("event-log")).toHaveTextContent("upload.submit"));
};

const apply = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Apply the price list" }));
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent("upload.apply");
};

/** Drive it: check a file, read its diff, apply it (pick the server's answer in the controls). */
export const Drive = drivenStory(driven(), {}, async (canvasElement) => {
  await check(canvasElement);
  await expectCurrentState(canvasElement, "previewing");
  await expect(await within(canvasElement).findByText("Preview: nothing has changed yet")).toBeVisible();
  await expect(within(canvasElement).getByText("Changed prices (1)")).toBeVisible();
  await apply(canvasElement);
  await expectCurrentState(canvasElement, "applied");
  await expect(await within(canvasElement).findByText("The price list is applied and in force now.")).toBeVisible();
});

/** A change beyond ±25%: Apply, pressed first, stays and says the confirmation is missing; once confirmed it applies. */
export const DriveFlagged = drivenStory(driven({ flagged: true }), {}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await check(canvasElement);
  await expectCurrentState(canvasElement, "previewing");
  await expect(await canvas.findByRole("button", { name: "Apply the price list" })).toBeEnabled();
  await apply(canvasElement);
  await expectCurrentState(canvasElement, "previewing");
  await expect(await canvas.findByText(/^Confirm first that you have checked the 1 change beyond ±25%/)).toHaveFocus();
  await userEvent.click(canvas.getByRole("checkbox", { name: "I have checked the 1 change beyond ±25%" }));
  await apply(canvasElement);
  await expectCurrentState(canvasElement, "applied");
});

/** The file has problems: each with its line number, and nothing changed. */
export const DriveRefused = drivenStory(driven(), { outcome: "refused", message: "The file has problems" }, async (canvasElement) => {
  await check(canvasElement);
  await expectCurrentState(canvasElement, "invalid");
  await expect(await within(canvasElement).findByRole("heading", { name: "The file has 1 problem; nothing was changed." })).toBeVisible();
  await expect(within(canvasElement).getByText(`Line 3: ${PROBLEM}`)).toBeVisible();
});

/** The network fails: the failure, and Start over. */
export const DriveFailure = drivenStory(driven(), { outcome: "network" }, async (canvasElement) => {
  await check(canvasElement);
  await expectCurrentState(canvasElement, "failed");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("The server could not be reached");
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Start over" }));
  await expectCurrentState(canvasElement, "idle");
});

/** A slow server: Checking the file… then Applying… while the calls run. */
export const DriveSlow = drivenStory(driven(), SLOW, async (canvasElement) => {
  await check(canvasElement);
  await expectPassingThrough(canvasElement, "parsing");
  await expect(await within(canvasElement).findByRole("button", { name: "Checking the file…" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "previewing");
  await apply(canvasElement);
  await expectPassingThrough(canvasElement, "applying");
  await expect(await within(canvasElement).findByRole("button", { name: "Applying…" }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "applied");
});
