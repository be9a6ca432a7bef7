/**
 * Issue 36: a press of Send request (or Add to quote list) redraws its button, not the form.
 * At 4x CPU on a phone the form's redraw (react-aria's Form, TextField and TextArea) was most of
 * the press's time before the next paint. Here the form's fields are counted as they render: the
 * count moves as a buyer types (so it counts), and stays still while the button says it sends.
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as uiModule from "@jute/ui";
import { beforeAll, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { bagRow } from "../../../shared/flows/testing/fixtures";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { quoteRequestMachine } from "./quote-request.machine";
import { RequestQuote } from "./request-quote";

const drawn = vi.hoisted(() => ({ fields: 0 }));

vi.mock("@jute/ui", async (importOriginal) => {
  const { withCountedFields } = await import("../../../shared/flows/testing/counted-fields");
  return withCountedFields(await importOriginal<typeof uiModule>(), drawn);
});

beforeAll(() => {
  // jsdom has no modal dialogs: open it in place.
  if (!HTMLDialogElement.prototype.showModal) {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  }
});

it.each([
  { mode: "request" as const, opener: /^Request a quote/, submit: "Send request", busy: "Sending…", call: "requestQuote" as const },
  { mode: "add" as const, opener: /^Add to quote/, submit: "Add to quote list", busy: "Adding…", call: "addToList" as const },
])("$submit: the press redraws its button (it says $busy), not the form's fields", async ({ mode, opener, submit, busy, call }) => {
  const pending = vi.fn(() => new Promise(() => {}));
  const machine = quoteRequestMachine.provide({ actors: { loadTerms: answers({ fcl20: 55000, fcl40: 110000 }) as never, [call]: fromPromise(pending) as never } });
  renderFlow(<RequestQuote quote={bagRow} machine={machine} mode={mode} />, { path: "/products" });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: opener }));
  const field = await screen.findByRole("textbox", { name: /Quantity/ });
  // The container loads have arrived (the field's description names them).
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining("A 20' container holds")));
  const beforeTyping = drawn.fields;
  await user.type(field, "13");
  expect(drawn.fields).toBeGreaterThan(beforeTyping);
  await user.tab();
  const beforePress = drawn.fields;
  await user.click(screen.getByRole("button", { name: submit }));
  await act(async () => {});
  expect(pending).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("button", { name: busy })).toHaveAttribute("aria-disabled", "true");
  expect(drawn.fields).toBe(beforePress);
  expect(field).toHaveValue("13");
});
