/**
 * "Add to quote" beside "Request a quote" (issue 35): the same dialog and quantity rule adds the
 * row to the member's quote list, the message being the line's note (500 characters, the line's
 * rule); the button names its row; once added the dialog says so politely, links to the list and
 * the header's count follows. On a live actor: adding from every state a submit leaves, and every
 * answer (added, refused on the field, failed, the client chunk failing).
 */
import type { ApiResult } from "@jute/api/client";
import type { QuoteList } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { yarnRow } from "../../../shared/flows/testing/fixtures";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { useQuoteListCount } from "../../../shared/api/quote-list";
import { quoteCopy } from "../enquiries.copy";
import { twoLines, yarnLine } from "../quote-list/fixtures";
import { quoteRequestMachine } from "./quote-request.machine";
import { RequestQuote } from "./request-quote";
import type { ContainerLoads } from "./quote-terms";

beforeAll(() => {
  // jsdom has no modal dialogs: open it in place.
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  }
});

const oneLine: QuoteList = { ...twoLines, lines: [yarnLine] };
const TOO_LONG = "The note can be at most 500 characters";

function Count() {
  const count = useQuoteListCount();
  return <p>Header count: {count ?? "unknown"}</p>;
}

it("adds the row with its quantity and note, says so in a status, links to the list and updates the header's count", async () => {
  const addToList = vi.fn(async (_input: unknown) => ({ kind: "ok", data: oneLine, msg: "Added to your quote list" }) as ApiResult<QuoteList>);
  const machine = quoteRequestMachine.provide({
    actors: { loadTerms: answers({ fcl20: 13, fcl40: 26 }) as never, addToList: fromPromise(async ({ input }) => addToList(input as never)) as never },
  });
  renderFlow(
    <>
      <RequestQuote quote={yarnRow} machine={machine} mode="add" />
      <Count />
    </>,
    { path: "/yarn-costing" },
  );
  const user = userEvent.setup();
  // Named as "Request a quote" is: the visible words, then which price.
  await user.click(screen.getByRole("button", { name: "Add to quote: CRX 8 lb 1 ply MOT, 8 count, 1 ply, MOT, OJML, Chattogram Port" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add to your quote list: CRX 8 lb 1 ply MOT, 8 count, 1 ply, MOT" }));
  await user.type(dialog.getByRole("textbox", { name: /^Quantity/ }), "26");
  await user.type(dialog.getByRole("textbox", { name: quoteCopy.noteLabel }), "Loading in March");
  await user.click(dialog.getByRole("button", { name: "Add to quote list" }));
  const heading = await dialog.findByRole("heading", { name: "Added to your quote list" });
  expect(heading).toHaveFocus();
  expect(heading.closest("[role=status]")).toHaveTextContent("Your quote list now holds 1 line.");
  expect(dialog.getByRole("link", { name: "Open your quote list" })).toHaveAttribute("href", "/my-quote-list");
  expect(screen.getByText("Header count: 1")).toBeInTheDocument();
  expect(addToList).toHaveBeenCalledWith(expect.objectContaining({ quantity: "26", note: "Loading in March" }));
});

it("puts the note's own rule on its field before sending anything", async () => {
  const addToList = vi.fn();
  const machine = quoteRequestMachine.provide({ actors: { loadTerms: answers(null) as never, addToList: addToList as never } });
  renderFlow(<RequestQuote quote={yarnRow} machine={machine} mode="add" />, { path: "/yarn-costing" });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: /^Add to quote/ }));
  const dialog = within(await screen.findByRole("dialog"));
  await user.type(dialog.getByRole("textbox", { name: /^Quantity/ }), "26");
  const note = dialog.getByRole("textbox", { name: quoteCopy.noteLabel });
  await user.click(note);
  await user.paste("x".repeat(501));
  await user.click(dialog.getByRole("button", { name: "Add to quote list" }));
  expect(await dialog.findAllByText(TOO_LONG)).not.toHaveLength(0);
  expect(note).toHaveAttribute("aria-invalid", "true");
  expect(addToList).not.toHaveBeenCalled();
});

/** The machine with terms that never load and an adder answering `replies` in turn (an Error rejects). */
function start(replies: (ApiResult<QuoteList> | Error)[]) {
  const added: unknown[] = [];
  const counted: number[] = [];
  const machine = quoteRequestMachine.provide({
    actors: {
      loadTerms: fromPromise(() => new Promise<ContainerLoads | null>(() => undefined)),
      addToList: fromPromise(async ({ input }) => {
        const reply = replies[added.length];
        added.push(input);
        if (reply === undefined) throw new Error("no scripted reply");
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
    actions: { countLines: (_, params: { lines: number }) => void counted.push(params.lines) },
  });
  return { actor: createActor(machine, { input: { quote: yarnRow } }).start(), added, counted };
}

it("adds before the container figures load, and again after a refusal, a failure and a client that did not load, until added", async () => {
  const { actor, added, counted } = start([
    { kind: "refused", status: 400, code: "invalid_input", field: "note", msg: TOO_LONG },
    { kind: "failed", reason: "network", msg: "The server could not be reached" },
    new Error("chunk failed"),
    { kind: "ok", data: oneLine, msg: "Added to your quote list" },
  ]);
  const add = (note = "") => actor.send({ type: "quote.submit", quantity: "26", message: note, mode: "add" });
  expect(actor.getSnapshot().matches("loading")).toBe(true);
  add("A note the server finds too long");
  // The server's refusal of the note goes on the form's message field, the note's place.
  const refused = await waitFor(actor, (s) => s.matches("refused"));
  expect(refused.context.fieldErrors).toEqual({ message: TOO_LONG });
  add();
  const failed = await waitFor(actor, (s) => s.matches("failed"));
  expect(failed.context.error).toBe(quoteCopy.addFailed);
  add();
  const broken = await waitFor(actor, (s) => s.matches("failed") && s.context.error === quoteCopy.somethingWrong);
  expect(broken.context.fieldErrors).toEqual({});
  add();
  const done = await waitFor(actor, (s) => s.matches("added"));
  expect(done.context.list).toEqual(oneLine);
  expect(counted).toEqual([1]);
  expect(added).toEqual(Array.from({ length: 4 }, () => ({ quote: yarnRow, quantity: "26", note: expect.any(String) })));
});

it("adds from editing once the figures have loaded", async () => {
  const machine = quoteRequestMachine.provide({
    actors: { loadTerms: answers({ fcl20: 13, fcl40: 26 }) as never, addToList: answers({ kind: "ok", data: oneLine, msg: "Added" }) as never },
    actions: { countLines: () => undefined },
  });
  const actor = createActor(machine, { input: { quote: yarnRow } }).start();
  await waitFor(actor, (s) => s.matches("editing"));
  actor.send({ type: "quote.submit", quantity: "26", message: "", mode: "add" });
  expect(actor.getSnapshot().matches("adding")).toBe(true);
  await waitFor(actor, (s) => s.matches("added"));
});
