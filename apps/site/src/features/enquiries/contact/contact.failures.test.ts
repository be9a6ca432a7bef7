/**
 * The contact form after a refusal or a failure, on a live actor with a fake sender: a form sent
 * again with a field now wrong shows that field's words and sends nothing; the client that cannot
 * load says Something went wrong and keeps the form.
 */
import type { ApiResult } from "@jute/api/client";
import { createActor, fromPromise, waitFor } from "xstate";
import { contactCopy } from "../enquiries.copy";
import type { ContactInput } from "./contact-validation";
import { contactMachine } from "./contact.machine";

const filled: ContactInput = { name: "Ayesha Rahman", email: "ayesha@example.com", subject: "Hessian cloth", message: "Please send your price for 40 inch hessian.", website: "" };

/** The machine whose sender answers `replies` in turn (an Error rejects: the client chunk failed), and what it sent. */
function start(replies: (ApiResult<{ reference: string }> | Error)[]) {
  const sent: ContactInput[] = [];
  const machine = contactMachine.provide({
    actors: {
      sendEnquiry: fromPromise(async ({ input }: { input: ContactInput }) => {
        const reply = replies[sent.length];
        sent.push(input);
        if (reply === undefined) throw new Error("no scripted reply");
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
}

describe("the contact flow", () => {
  it("after a refusal, marks a field emptied before sending again and sends nothing", async () => {
    const { actor, sent } = start([{ kind: "refused", status: 429, code: "rate_limited", msg: "Too many messages: try again in an hour" }]);
    actor.send({ type: "contact.submit", ...filled });
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.error).toBe("Too many messages: try again in an hour");
    actor.send({ type: "contact.submit", ...filled, name: "" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.fieldErrors.name).toBe("Enter your name");
    expect(editing.context.error).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("says Something went wrong when the client cannot load, keeps the form, and marks a field left wrong", async () => {
    const { actor, sent } = start([new Error("chunk failed")]);
    actor.send({ type: "contact.submit", ...filled, name: "  Ayesha Rahman " });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe(contactCopy.somethingWrong);
    expect(sent).toEqual([filled]);
    actor.send({ type: "contact.submit", ...filled, email: "" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.fieldErrors.email).toBe("Enter your email address");
    expect(editing.context.error).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("marks the fields left wrong and sends nothing, then sends again after a failure and a refusal until it is sent", async () => {
    const { actor, sent } = start([
      { kind: "failed", reason: "network", msg: "The server could not be reached" },
      { kind: "refused", status: 429, code: "rate_limited", msg: "Too many messages: try again in an hour" },
      { kind: "ok", data: { reference: "C-2026-000031" }, msg: "Thank you" },
    ]);
    actor.send({ type: "contact.submit", ...filled, subject: "", message: "" });
    const marked = actor.getSnapshot();
    expect(marked.matches("editing")).toBe(true);
    expect(marked.context.fieldErrors).toMatchObject({ subject: "Enter a subject" });
    expect(marked.context.fieldErrors.message).toBeDefined();
    expect(sent).toEqual([]);

    actor.send({ type: "contact.submit", ...filled });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe(contactCopy.failed);
    expect(failed.context.fieldErrors).toEqual({});

    actor.send({ type: "contact.submit", ...filled });
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.error).toBe("Too many messages: try again in an hour");

    actor.send({ type: "contact.submit", ...filled });
    const done = await waitFor(actor, (s) => s.matches("sent"));
    expect(done.context.reference).toBe("C-2026-000031");
    expect(sent).toEqual([filled, filled, filled]);
  });
});
