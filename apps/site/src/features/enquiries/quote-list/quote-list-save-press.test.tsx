/**
 * Issue 36: a press of Save on one line of the quote list redraws the buttons (that line's says
 * "Saving…", every line's are held), not every line's Quantity and Note fields. At 4x CPU on a
 * phone the fields' redraw was most of the press before its next paint. The fields are counted
 * as they render: the count moves as a buyer types (so it counts), and stays still on the press.
 */
import type { ApiResult } from "@jute/api/client";
import type { QuoteList } from "@jute/api/contract";
import type * as uiModule from "@jute/ui";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { renderFlow } from "../../../shared/flows/testing/render-flow";
import { twoLines } from "./fixtures";
import { quoteListCopy } from "./quote-list.copy";
import { quoteListMachine } from "./quote-list.machine";
import { QuoteListScreen } from "./quote-list-screen";

const drawn = vi.hoisted(() => ({ fields: 0 }));

vi.mock("@jute/ui", async (importOriginal) => {
  const { withCountedFields } = await import("../../../shared/flows/testing/counted-fields");
  return withCountedFields(await importOriginal<typeof uiModule>(), drawn);
});

it("a press of Save redraws the buttons, not the lines' fields", async () => {
  const edit = vi.fn((): Promise<ApiResult<QuoteList>> => new Promise(() => {}));
  const machine = quoteListMachine.provide({
    actors: { loadList: fromPromise(async (): Promise<ApiResult<QuoteList>> => ({ kind: "ok", data: twoLines, msg: "Data Found" })), editList: fromPromise(edit) },
  });
  renderFlow(<QuoteListScreen machine={machine} />, { path: "/my-quote-list" });
  const user = userEvent.setup();
  const table = await screen.findByRole("table", { name: quoteListCopy.caption });
  const bag = within(table).getByRole("textbox", { name: /^Quantity of B-Twill/ });
  const beforeTyping = drawn.fields;
  await user.clear(bag);
  await user.type(bag, "50000");
  expect(drawn.fields).toBeGreaterThan(beforeTyping);
  const beforePress = drawn.fields;
  await user.click(within(table).getByRole("button", { name: "Save B-Twill Sacking Bag, 112 x 67 cm" }));
  await act(async () => {});
  expect(edit).toHaveBeenCalledTimes(1);
  expect(within(table).getByRole("button", { name: quoteListCopy.saving })).toHaveAttribute("aria-disabled", "true");
  expect(within(table).getByRole("button", { name: "Save CRX Jute Yarn, count 8, 2 ply, VOT" })).toHaveAttribute("aria-disabled", "true");
  expect(drawn.fields).toBe(beforePress);
  expect(bag).toHaveValue("50000");
});
