import type { ApiResult } from "@jute/api/client";
import { LIST_CHANGED_ELSEWHERE, type QuoteList, type QuoteListSent } from "@jute/api/contract";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BUSY_SHOWN, expectCurrentState, expectPassingThrough } from "../../../shared/flows/storybook/flow-expect";
import { FlowPlayground, type OutcomeArgs, type Replies } from "../../../shared/flows/storybook/flow-playground";
import { diagramStory, drivenStory, SLOW } from "../../../shared/flows/storybook/stories";
import { quoteListCopy } from "./quote-list.copy";
import { changedBag, CONFLICT, conflictList, emptyList, sentList, twoLines } from "./fixtures";
import { quoteListMachine } from "./quote-list.machine";
import { QuoteListScreen } from "./quote-list-screen";

const title = "Quote list flow";

export default { title: "Flows/Quote list", parameters: { layout: "fullscreen" } } satisfies Meta;

export const Diagram = diagramStory(
  quoteListMachine,
  title,
  "The list loads; each line's quantity and note are saved or the line removed, and the list is sent as one request; another device's change first comes back as 409 with the list as it now is.",
);

const NETWORK = { kind: "failed", reason: "network", msg: "The server could not be reached" } as const;

/** A refusal: another device's change first (409, with the list as it now is) when the words say so, else bad input (400). */
const refusal = (message: string, field?: string) =>
  message.startsWith(LIST_CHANGED_ELSEWHERE)
    ? ({ kind: "refused", msg: message, code: "conflict", status: 409, details: { list: conflictList } } as const)
    : ({ kind: "refused", msg: message, code: "invalid_input", status: 400, ...(field ? { field } : {}) } as const);

/** The list loads for every answer but "empty"; the answer picked is the edits' and the send's. */
const load: Replies<ApiResult<QuoteList>> = {
  ok: () => ({ kind: "ok", data: twoLines, msg: "Data Found" }),
  empty: () => ({ kind: "ok", data: emptyList, msg: "Your quote list is empty" }),
  refused: () => ({ kind: "ok", data: twoLines, msg: "Data Found" }),
  network: () => ({ kind: "ok", data: twoLines, msg: "Data Found" }),
};
const edit: Replies<ApiResult<QuoteList>> = { ok: () => ({ kind: "ok", data: changedBag, msg: "Line changed" }), empty: () => ({ kind: "ok", data: emptyList, msg: "Line removed" }), refused: refusal, network: () => NETWORK };
const sendList: Replies<ApiResult<QuoteListSent>> = { ok: () => ({ kind: "ok", data: sentList, msg: "Quote request E-2026-000131 received" }), empty: () => ({ kind: "ok", data: sentList, msg: "Sent" }), refused: refusal, network: () => NETWORK };

const Driven = (args: OutcomeArgs) => (
  <FlowPlayground
    {...args}
    machine={quoteListMachine}
    title={title}
    replies={{ loadList: load, editList: edit, sendList }}
    effects={["countLines"]}
    screen={(machine) => <QuoteListScreen machine={machine} />}
  />
);

const BAG = "B-Twill Sacking Bag, 112 x 67 cm";
/** The lines as shown: the table, or its cards where the screen's own space is narrow (as in the playground). */
const table = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const shown = within(canvasElement).queryByRole("table", { name: quoteListCopy.caption }) ?? within(canvasElement).queryByRole("list", { name: quoteListCopy.caption });
    if (!shown) throw new Error("the quote list's lines are not shown");
    return shown;
  });

/** Types `typed` as the bag's quantity and presses its Save. */
async function saveBag(canvasElement: HTMLElement, typed: string) {
  const rows = within(await table(canvasElement));
  const field = rows.getByRole("textbox", { name: `Quantity of ${BAG}` });
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(rows.getByRole("button", { name: `Save ${BAG}` }));
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent("line.save");
}

/** Drive it: the list loads, the bag's quantity goes from 48,000 to 50,000, and the list is sent. */
export const Drive = drivenStory(Driven, {}, async (canvasElement) => {
  await expectCurrentState(canvasElement, "ready");
  await saveBag(canvasElement, "50,000");
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findByText("Indicative total: $85,213.00")).toBeVisible();
  await userEvent.click(within(canvasElement).getByRole("button", { name: quoteListCopy.send }));
  await expectCurrentState(canvasElement, "sent");
  await expect(await within(canvasElement).findByText(/Quote request E-2026-000131 received, with 2 lines/)).toBeVisible();
});

/** Nothing in the list yet: how to add to it. */
export const DriveEmpty = drivenStory(Driven, { outcome: "empty" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "empty");
  await expect(within(canvasElement).getByText(quoteListCopy.empty)).toBeVisible();
});

/** A visitor, or a member whose session ended: Login, back to the list. */
export const DriveLoggedOut = drivenStory(
  (args: OutcomeArgs) => (
    <FlowPlayground
      {...args}
      machine={quoteListMachine}
      title={title}
      replies={{ loadList: { ...load, ok: () => ({ kind: "refused", status: 401, code: "unauthenticated", msg: "Log in to keep a quote list" }) }, editList: edit, sendList }}
      effects={["countLines"]}
      screen={(machine) => <QuoteListScreen machine={machine} />}
    />
  ),
  {},
  async (canvasElement) => {
    await expectCurrentState(canvasElement, "loggedOut");
    await expect(within(canvasElement).getByText(quoteListCopy.loggedOut)).toBeVisible();
  },
);

/** Another device changed the line first: the server's words in an alert, the fields show the list as it now is. */
export const DriveConflict = drivenStory(Driven, { outcome: "refused", message: CONFLICT }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "ready");
  await saveBag(canvasElement, "50,000");
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(CONFLICT);
  await expect(within(await table(canvasElement)).getByRole("textbox", { name: /^Quantity of CRX/ })).toHaveValue("30");
});

const TOO_LONG = "The note can be at most 500 characters";

/** The server refuses a line's field (400): its words on that field. */
export const DriveRefused = drivenStory(Driven, { outcome: "refused", message: TOO_LONG, field: "note" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "ready");
  await saveBag(canvasElement, "50,000");
  await expectCurrentState(canvasElement, "ready");
  const note = within(await table(canvasElement)).getByRole("textbox", { name: `Note on ${BAG}` });
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toHaveAccessibleDescription(expect.stringContaining(TOO_LONG));
});

/** The network fails: what was typed stays, and the alert says nothing was lost. */
export const DriveFailure = drivenStory(Driven, { outcome: "network" }, async (canvasElement) => {
  await expectCurrentState(canvasElement, "ready");
  await saveBag(canvasElement, "50,000");
  await expectCurrentState(canvasElement, "ready");
  await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(quoteListCopy.failed);
  await expect(within(await table(canvasElement)).getByRole("textbox", { name: `Quantity of ${BAG}` })).toHaveValue("50,000");
});

/** A slow server: Loading, then Saving… on the line's button while the change runs, then the list again. */
export const DriveSlow = drivenStory(Driven, SLOW, async (canvasElement) => {
  await expectPassingThrough(canvasElement, "loading");
  await expectCurrentState(canvasElement, "ready");
  await saveBag(canvasElement, "50,000");
  await expectPassingThrough(canvasElement, "saving");
  await expect(await within(await table(canvasElement)).findByRole("button", { name: quoteListCopy.saving }, BUSY_SHOWN)).toBeVisible();
  await expectCurrentState(canvasElement, "ready");
});
