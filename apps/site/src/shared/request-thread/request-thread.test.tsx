/**
 * The thread panel with a live actor and fake network actors: every transition of the machine
 * is taken here through the screen (the flow coverage counts these), and what the person sees
 * is checked: who and when, bodies as text, the spec sheet's link, the field's words, the
 * polite status, the alerts, the retries.
 */
import type { ApiResult } from "@jute/api/client";
import type { Thread } from "@jute/api/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fromPromise } from "xstate";
import { answers, never, renderFlow } from "../flows/testing/render-flow";
import { requestThreadMachine, type ThreadInput } from "./request-thread.machine";
import { RequestThread } from "./request-thread";
import { answeredThread, emptyThread, RATE_LIMITED, seenThread, unreadThread } from "./thread-fixtures";

const member: ThreadInput = { side: "member", reference: "E-2026-000124", enquiryId: "" };
const staff: ThreadInput = { side: "staff", reference: "E-2026-000124", enquiryId: "124" };
const ok = (data: Thread, msg = "Thread"): ApiResult<Thread> => ({ kind: "ok", data, msg });
const NETWORK: ApiResult<Thread> = { kind: "failed", reason: "network", msg: "The server could not be reached" };

/** A fake actor answering each call with the next of `replies` (the last one again after); an Error is thrown (a chunk that failed to load). */
function inTurn<I>(...replies: (ApiResult<Thread> | Error)[]) {
  const calls: I[] = [];
  let next = 0;
  const actor = fromPromise<ApiResult<Thread>, I>(async ({ input }) => {
    calls.push(input);
    const reply = replies[Math.min(next, replies.length - 1)];
    next += 1;
    if (!reply) throw new Error("no reply");
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { actor, calls };
}
const THROWN = new Error("chunk failed");

function show(input: ThreadInput, actors: Record<string, unknown>, options: { specOptions?: typeof SPECS } = {}) {
  const machine = requestThreadMachine.provide({ actors: actors as never, actions: { recountUnread: () => undefined } });
  renderFlow(<RequestThread machine={machine} {...input} {...(options.specOptions ? { specOptions: options.specOptions } : {})} />);
}

const SPECS = [
  { id: "1", label: "CRX Jute Yarn" },
  { id: "7", label: "Hessian cloth" },
];
const messageBox = () => screen.getByRole("textbox", { name: /Your message to the mill|Message to the buyer/ });

it("shows the thread oldest first with who and when, marks it seen, says the new messages once, and sends the member's answer", async () => {
  const user = userEvent.setup();
  const post = inTurn<{ body: string }>(ok(answeredThread, "Message sent: the mill is told by mail"));
  const seen = inTurn(ok(seenThread, "Read"));
  show(member, { loadThread: answers(ok(unreadThread)), markSeen: seen.actor, postMessage: post.actor });
  const list = await screen.findByRole("list", { name: "Messages on E-2026-000124, oldest first" });
  const [first] = within(list).getAllByRole("listitem");
  expect(first).toHaveTextContent("Sales, Sonali Jute Group, 2026-11-25 15:30 (Asia/Dhaka)");
  // The line break the writer typed is kept (the paragraph shows it: white-space pre-wrap).
  expect(within(first as HTMLElement).getByText(/We can ship 25 MT in March/).textContent).toBe("We can ship 25 MT in March.\nThe spec sheet is attached.");
  expect(within(first as HTMLElement).getByRole("link", { name: "Spec sheet: CRX Jute Yarn (PDF)" })).toHaveAttribute("href", "/api/api_spec_sheet?category_id=3&sub_category_id=1");
  expect(screen.getAllByRole("status").map((region) => region.textContent)).toContain("1 new message");
  expect(seen.calls).toHaveLength(1);

  await user.type(messageBox(), "Thank you: <b>March</b> suits us.");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(within(screen.getByRole("list", { name: /oldest first/ })).getAllByRole("listitem")).toHaveLength(2));
  const [, mine] = within(screen.getByRole("list", { name: /oldest first/ })).getAllByRole("listitem");
  // Plain text: the markup is shown as typed, never made into an element.
  expect(mine).toHaveTextContent("You, 2026-11-25 16:00 (Asia/Dhaka)");
  expect(mine?.querySelector("b")).toBeNull();
  expect(mine).toHaveTextContent("Thank you: <b>March</b> suits us.");
  expect(post.calls).toEqual([{ side: "member", reference: "E-2026-000124", enquiryId: "", body: "Thank you: <b>March</b> suits us.", spec: "" }]);
  expect(messageBox()).toHaveValue("");
  expect(screen.getAllByRole("status").map((region) => region.textContent)).toContain("Message sent: the mill is told by mail");
});

it("keeps every key typed while the thread is still being marked seen, and sends it then", async () => {
  const user = userEvent.setup();
  const post = inTurn<{ body: string }>(ok(answeredThread, "Message sent: the mill is told by mail"));
  // The mark never answers: the form is used while it is on its way (a slow link).
  show(member, { loadThread: answers(ok(unreadThread)), markSeen: never(), postMessage: post.actor });
  await screen.findByRole("list", { name: "Messages on E-2026-000124, oldest first" });
  await user.type(messageBox(), "Thank you: March suits us.");
  expect(messageBox()).toHaveValue("Thank you: March suits us.");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(post.calls).toHaveLength(1));
  expect(post.calls[0]).toMatchObject({ body: "Thank you: March suits us." });
  expect(await screen.findByText("Message sent: the mill is told by mail")).toBeInTheDocument();
});

it("keeps an empty message from the server, and puts the server's refusal of the text on the field", async () => {
  const user = userEvent.setup();
  const post = inTurn<{ body: string }>({ kind: "refused", status: 400, code: "invalid_input", field: "body", msg: "The message can be at most 4,000 characters" }, { kind: "refused", status: 404, code: "not_found", msg: "You have no enquiry E-2026-000124" });
  show(member, { loadThread: answers(ok(emptyThread)), markSeen: never(), postMessage: post.actor });
  expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("Write your message")).toBeInTheDocument();
  expect(messageBox()).toHaveAttribute("aria-invalid", "true");
  expect(post.calls).toHaveLength(0);

  await user.type(messageBox(), "A long message");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("The message can be at most 4,000 characters")).toBeInTheDocument();
  expect(messageBox()).toHaveValue("A long message");
  // Any other refusal is said in an alert; the draft stays.
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("You have no enquiry E-2026-000124");
  expect(messageBox()).toHaveValue("A long message");
});

it("says the hour's budget is spent, keeps the draft, and sends it when tried again, after a new spec sheet or an edit", async () => {
  const user = userEvent.setup();
  const limited: ApiResult<Thread> = { kind: "refused", status: 429, code: "rate_limited", msg: RATE_LIMITED };
  const post = inTurn<{ body: string; spec: string }>(limited, limited, limited, ok(answeredThread, "Message sent"));
  show(staff, { loadThread: answers(ok(seenThread)), markSeen: never(), postMessage: post.actor }, { specOptions: SPECS });
  await user.type(await screen.findByRole("textbox", { name: "Message to the buyer" }), "Thank you");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(RATE_LIMITED);
  expect(messageBox()).toHaveValue("Thank you");
  // Send again from where it stopped.
  await user.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(post.calls).toHaveLength(2));
  expect(await screen.findByRole("alert")).toHaveTextContent(RATE_LIMITED);
  // Another spec sheet, or an edit, goes back to writing; Send tries again.
  await user.selectOptions(screen.getByRole("combobox", { name: "Attach a spec sheet" }), "Hessian cloth");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(post.calls).toHaveLength(3));
  expect(await screen.findByRole("alert")).toHaveTextContent(RATE_LIMITED);
  await user.type(messageBox(), ", March suits us.");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("Message sent")).toBeInTheDocument();
  expect(post.calls.map((call) => [call.body, call.spec])).toEqual([["Thank you", ""], ["Thank you", ""], ["Thank you", "7"], ["Thank you, March suits us.", "7"]]);
});

it("keeps the draft when the network fails and sends it on Send; staff attach a spec sheet, also after a failure", async () => {
  const user = userEvent.setup();
  const post = inTurn<{ body: string; spec: string }>(NETWORK, THROWN, NETWORK, ok(answeredThread, "Message sent: the buyer is told by mail"));
  show(staff, { loadThread: answers(ok(seenThread)), markSeen: never(), postMessage: post.actor }, { specOptions: SPECS });
  await user.type(await screen.findByRole("textbox", { name: "Message to the buyer" }), "The spec sheet is attached.");
  await user.selectOptions(screen.getByRole("combobox", { name: "Attach a spec sheet" }), "CRX Jute Yarn");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("The message was not sent: The server could not be reached");
  expect(messageBox()).toHaveValue("The spec sheet is attached.");
  // Send again at once: the call throws (a chunk not loaded), still said.
  await user.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(post.calls).toHaveLength(2));
  expect(await screen.findByRole("alert")).toHaveTextContent("The message was not sent:");
  // An edit goes back to writing; choosing another sheet after a failure too.
  await user.type(messageBox(), " Best regards");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  await waitFor(() => expect(post.calls).toHaveLength(3));
  await user.selectOptions(screen.getByRole("combobox", { name: "Attach a spec sheet" }), "Hessian cloth");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByText("Message sent: the buyer is told by mail")).toBeInTheDocument();
  expect(post.calls.map((call) => call.spec)).toEqual(["1", "1", "1", "7"]);
  expect(post.calls[0]).toMatchObject({ side: "staff", enquiryId: "124", body: "The spec sheet is attached." });
});

it("says a failed load in an alert and loads again on Try again; a failed mark still shows the thread", async () => {
  const user = userEvent.setup();
  const load = inTurn(NETWORK, THROWN, ok(unreadThread));
  show(member, { loadThread: load.actor, markSeen: inTurn(THROWN).actor, postMessage: never() });
  expect(await screen.findByRole("alert")).toHaveTextContent("The messages could not be loaded. The server could not be reached");
  await user.click(screen.getByRole("button", { name: "Try again" }));
  // A load that throws is said too.
  await waitFor(() => expect(load.calls).toHaveLength(2));
  expect(await screen.findByRole("alert")).toHaveTextContent("The messages could not be loaded.");
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("list", { name: "Messages on E-2026-000124, oldest first" })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});

it("shows a message sent while another is being written, and a busy Send while it goes", async () => {
  const user = userEvent.setup();
  show(member, { loadThread: answers(ok(seenThread)), markSeen: never(), postMessage: never() });
  await user.type(await screen.findByRole("textbox", { name: "Your message to the mill" }), "On its way");
  await user.click(screen.getByRole("button", { name: "Send message" }));
  expect(await screen.findByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
});
