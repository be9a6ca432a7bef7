/**
 * My quote list on a live actor with fake network actors, every transition of its machine
 * taken through the screen: loaded with lines or empty, not loaded (a refusal, a client that
 * did not load) and Try again; a line's quantity refused on its field before anything is sent,
 * saved, refused by the server on its field, removed (the last one: empty); another device's
 * change first (409: its words in an alert, the fields showing the list as it now is, nothing
 * lost); a failure keeping what was typed; sent with its reference.
 */
import type { ApiResult } from "@jute/api/client";
import type { QuoteList, QuoteListSent } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { fromPromise } from "xstate";
import { renderFlow } from "../../../shared/flows/testing/render-flow";
import { quoteListCopy } from "./quote-list.copy";
import { changedBag, CONFLICT, conflictList, emptyList, sentList, twoLines, yarnOnly } from "./fixtures";
import { quoteListMachine } from "./quote-list.machine";
import { QuoteListScreen } from "./quote-list-screen";

type Scripted<T> = (T | Error)[];

/** Fake actors answering their scripts in turn (an Error rejects: the client chunk did not load); the inputs they were given. */
function setup(scripts: { load: Scripted<ApiResult<QuoteList>>; edit?: Scripted<ApiResult<QuoteList>>; send?: Scripted<ApiResult<QuoteListSent>> }) {
  const inputs = { edit: [] as unknown[], send: [] as unknown[] };
  const next = <T,>(script: Scripted<T> | undefined): T => {
    const reply = script?.shift();
    if (reply === undefined) throw new Error("no scripted reply");
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const machine = quoteListMachine.provide({
    actors: {
      loadList: fromPromise(async () => next(scripts.load)),
      editList: fromPromise(async ({ input }) => {
        inputs.edit.push(input);
        return next(scripts.edit);
      }),
      sendList: fromPromise(async ({ input }) => {
        inputs.send.push(input);
        return next(scripts.send);
      }),
    },
  });
  renderFlow(<QuoteListScreen machine={machine} />, { path: "/my-quote-list" });
  return { user: userEvent.setup(), inputs };
}

const ok = (data: QuoteList, msg = "Data Found") => ({ kind: "ok" as const, data, msg });
const table = () => screen.findByRole("table", { name: quoteListCopy.caption });
const quantityOf = async (product: RegExp) => within(await table()).getByRole("textbox", { name: product });

it("shows each line with its mill and port, price now (and a changed price), totals and the container estimate", async () => {
  setup({ load: [ok(twoLines)] });
  const rows = within(await table()).getAllByRole("row");
  expect(rows[1]).toHaveTextContent("CRX Jute Yarn, count 8, 2 ply, VOT");
  expect(rows[1]).toHaveTextContent("OJML, Chattogram Port");
  expect(rows[1]).toHaveTextContent("$1,450.50 per MT");
  expect(rows[1]).toHaveTextContent("The price changed since you added it: $1,400.50 then, $1,450.50 now (in force from 2026-11-01)");
  expect(rows[1]).toHaveTextContent("$37,713.00");
  expect(rows[2]).not.toHaveTextContent("The price changed");
  expect(within(rows[2] as HTMLElement).getByRole("textbox", { name: "Quantity of B-Twill Sacking Bag, 112 x 67 cm" })).toHaveValue("48,000");
  expect(within(rows[1] as HTMLElement).getByRole("textbox", { name: "Note on CRX Jute Yarn, count 8, 2 ply, VOT" })).toHaveValue("Loading in March");
  expect(screen.getByText("Indicative total: $83,313.00")).toBeInTheDocument();
  expect(screen.getByText("Container estimate: about 4 x 20' FCL or 2.2 x 40' FCL.")).toBeInTheDocument();
  // The lines are cards too, headed by the product, when the table's own space is narrow.
  const cards = screen.getByRole("list", { name: quoteListCopy.caption });
  expect(within(cards).getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["CRX Jute Yarn, count 8, 2 ply, VOT", "B-Twill Sacking Bag, 112 x 67 cm"]);
});

it("says the list is empty", async () => {
  setup({ load: [ok(emptyList, "Your quote list is empty")] });
  expect(await screen.findByText(quoteListCopy.empty)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: quoteListCopy.send })).toBeNull();
});

it("offers a visitor, or a member whose session ended, Login back to the list", async () => {
  setup({ load: [{ kind: "refused", status: 401, code: "unauthenticated", msg: "Log in to keep a quote list" }] });
  expect(await screen.findByText(quoteListCopy.loggedOut)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
});

it("says when the list could not be loaded, refused or broken, and loads it again with Try again", async () => {
  const { user } = setup({ load: [{ kind: "refused", status: 429, code: "rate_limited", msg: "Too many requests" }, new Error("chunk failed"), ok(twoLines)] });
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(`${quoteListCopy.loadFailed} Too many requests`);
  await user.click(within(alert).getByRole("button", { name: quoteListCopy.retry }));
  expect(await screen.findByRole("alert")).toHaveTextContent(quoteListCopy.loadFailed);
  await user.click(screen.getByRole("button", { name: quoteListCopy.retry }));
  expect(await table()).toBeInTheDocument();
});

it("refuses half a bag on its field before sending, saves a quantity typed as people type it, and puts the server's refusal on its field", async () => {
  const { user, inputs } = setup({
    load: [ok(twoLines)],
    edit: [ok(changedBag, "Line changed"), { kind: "refused", status: 400, code: "invalid_input", field: "note", msg: "The note can be at most 500 characters" }],
  });
  const bag = await quantityOf(/^Quantity of B-Twill/);
  await user.clear(bag);
  await user.type(bag, "48000.5");
  await user.click(within(await table()).getByRole("button", { name: "Save B-Twill Sacking Bag, 112 x 67 cm" }));
  expect(bag).toHaveAttribute("aria-invalid", "true");
  expect(bag).toHaveAccessibleDescription(expect.stringContaining("Pieces are counted in whole numbers"));
  expect(inputs.edit).toEqual([]);

  await user.clear(bag);
  await user.type(bag, "50 000");
  await user.click(within(await table()).getByRole("button", { name: "Save B-Twill Sacking Bag, 112 x 67 cm" }));
  await expect.poll(async () => (await quantityOf(/^Quantity of B-Twill/)).getAttribute("value")).toBe("50,000");
  expect(inputs.edit).toEqual([{ version: 4, event: { type: "line.save", lineId: "12", quantity: "50 000", note: "" } }]);
  expect(screen.getByText("Indicative total: $85,213.00")).toBeInTheDocument();

  await user.click(within(await table()).getByRole("button", { name: "Save CRX Jute Yarn, count 8, 2 ply, VOT" }));
  const note = within(await table()).getByRole("textbox", { name: "Note on CRX Jute Yarn, count 8, 2 ply, VOT" });
  await expect.poll(() => note.getAttribute("aria-invalid")).toBe("true");
  expect(note).toHaveAccessibleDescription(expect.stringContaining("The note can be at most 500 characters"));
  expect((inputs.edit[1] as { version: number }).version).toBe(5);
});

it("shows another device's change in an alert with the list as it now is, keeps what was typed through a failure, and removes the last line", async () => {
  const { user, inputs } = setup({
    load: [ok(twoLines)],
    edit: [{ kind: "refused", status: 409, code: "conflict", msg: CONFLICT, details: { list: conflictList } }, new Error("chunk failed"), ok(yarnOnly, "Line removed"), ok(emptyList, "Line removed")],
  });
  const yarn = await quantityOf(/^Quantity of CRX/);
  await user.clear(yarn);
  await user.type(yarn, "12");
  await user.click(within(await table()).getByRole("button", { name: "Save CRX Jute Yarn, count 8, 2 ply, VOT" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(CONFLICT);
  // The other device's 30 MT, not lost under the 12 typed here.
  await expect.poll(async () => (await quantityOf(/^Quantity of CRX/)).getAttribute("value")).toBe("30");

  await user.click(within(await table()).getByRole("button", { name: "Remove B-Twill Sacking Bag, 112 x 67 cm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(quoteListCopy.somethingWrong);
  expect(within(await table()).getAllByRole("row")).toHaveLength(3);

  await user.click(within(await table()).getByRole("button", { name: "Remove B-Twill Sacking Bag, 112 x 67 cm" }));
  await expect.poll(async () => within(await table()).getAllByRole("row").length).toBe(2);
  await user.click(within(await table()).getByRole("button", { name: "Remove CRX Jute Yarn, count 8, 2 ply, VOT" }));
  expect(await screen.findByText(quoteListCopy.empty)).toBeInTheDocument();
  expect(inputs.edit.map((input) => (input as { version: number }).version)).toEqual([4, 7, 7, 5]);
});

it("sends the list with its message and shows the reference; a send after another device's change, or failing, keeps the list", async () => {
  const { user, inputs } = setup({
    load: [ok(twoLines)],
    send: [
      { kind: "refused", status: 409, code: "conflict", msg: CONFLICT, details: { list: conflictList } },
      new Error("chunk failed"),
      { kind: "ok", data: sentList, msg: "Quote request E-2026-000131 received" },
    ],
  });
  await table();
  const message = screen.getByRole("textbox", { name: quoteListCopy.messageLabel });
  await user.type(message, "One letter of credit");
  await user.click(screen.getByRole("button", { name: quoteListCopy.send }));
  expect(await screen.findByRole("alert")).toHaveTextContent(CONFLICT);
  expect(message).toHaveValue("One letter of credit");
  await user.click(screen.getByRole("button", { name: quoteListCopy.send }));
  expect(await screen.findByRole("alert")).toHaveTextContent(quoteListCopy.somethingWrong);
  await user.click(screen.getByRole("button", { name: quoteListCopy.send }));
  const heading = await screen.findByRole("heading", { name: quoteListCopy.sentHeading });
  expect(heading).toHaveFocus();
  expect(heading.parentElement).toHaveTextContent("Quote request E-2026-000131 received, with 2 lines: we answer within two working days.");
  expect(inputs.send).toEqual([
    { version: 4, message: "One letter of credit" },
    { version: 7, message: "One letter of credit" },
    { version: 7, message: "One letter of credit" },
  ]);
});

it("goes empty when a send is refused because the other device already sent the list", async () => {
  const { user } = setup({ load: [ok(twoLines)], send: [{ kind: "refused", status: 409, code: "conflict", msg: CONFLICT, details: { list: emptyList } }] });
  await table();
  await user.click(screen.getByRole("button", { name: quoteListCopy.send }));
  expect(await screen.findByRole("alert")).toHaveTextContent(CONFLICT);
  expect(screen.getByText(quoteListCopy.empty)).toBeInTheDocument();
});
