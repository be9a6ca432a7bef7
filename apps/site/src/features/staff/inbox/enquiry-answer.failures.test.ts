/**
 * Answering an enquiry (staff inbox) on a live actor with fake actors: a reply is written and
 * sent (the enquiry becomes answered), refused on its text, refused because the enquiry changed
 * meanwhile, lost on the network or not sent at all (the client cannot load); marking answered
 * and reopening, each accepted, refused or not made. What the clerk reads is the notice.
 */
import type { ApiResult } from "@jute/api/client";
import type { InboxSummary } from "@jute/api/contract";
import { createActor, fromPromise, waitFor } from "xstate";
import { type EnquiryStatus, enquiryAnswerMachine } from "./enquiry-answer.machine";

const summary = (status: EnquiryStatus): InboxSummary => ({
  id: "12",
  reference: "E-2026-000012",
  kind: "quote",
  name: "Nasrin Akter",
  email: "nasrin@example.com",
  subject: "Quote request: CRX Jute Yarn",
  status,
  created_at: "2026-11-25T09:00:00.000Z",
  answered_at: status === "answered" ? "2026-11-25T19:30:00.000Z" : "",
  answered_by: status === "answered" ? "clerk@mill.example" : "",
  reopened_at: "",
  reopened_by: "",
  time_zone: "Asia/Dhaka",
});
type Reply = ApiResult<InboxSummary> | Error;
const unreachable = { kind: "failed", reason: "network", msg: "The server could not be reached" } as const;

/** The machine for enquiry 12 whose actors answer from `script` in turn (an Error rejects: the client chunk failed), and what each was asked. */
function start(status: EnquiryStatus, script: { send?: Reply[]; mark?: Reply[]; reopen?: Reply[] }) {
  const asked: string[] = [];
  const next = (queue: Reply[] | undefined, what: string) => {
    const reply = queue?.shift();
    if (reply === undefined) throw new Error(`no scripted reply for ${what}`);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const machine = enquiryAnswerMachine.provide({
    actors: {
      sendReply: fromPromise(async ({ input }: { input: { enquiryId: string; message: string } }) => {
        asked.push(`reply ${input.enquiryId}: ${input.message}`);
        return next(script.send, "sendReply");
      }),
      markAnswered: fromPromise(async ({ input }: { input: { enquiryId: string } }) => {
        asked.push(`mark ${input.enquiryId}`);
        return next(script.mark, "markAnswered");
      }),
      reopen: fromPromise(async ({ input }: { input: { enquiryId: string } }) => {
        asked.push(`reopen ${input.enquiryId}`);
        return next(script.reopen, "reopen");
      }),
    },
  });
  return { actor: createActor(machine, { input: { enquiryId: "12", status } }).start(), asked };
}

const settled = (actor: ReturnType<typeof start>["actor"], count: number, asked: string[]) =>
  waitFor(actor, (s) => s.matches("idle") && asked.length === count && (s.context.notice !== null || s.context.fieldError !== null));

describe("answering an enquiry", () => {
  it("marks the reply's text the server refuses, then sends the corrected reply and the enquiry is answered", async () => {
    const sent = "Reply to E-2026-000012 sent to nasrin@example.com; marked answered";
    const { actor, asked } = start("received", {
      send: [{ kind: "refused", status: 400, code: "invalid_input", field: "message", msg: "Write the reply" }, { kind: "ok", data: summary("answered"), msg: sent }],
    });
    actor.send({ type: "reply.edit", message: " " });
    actor.send({ type: "reply.send" });
    const refused = await settled(actor, 1, asked);
    expect(refused.context.fieldError).toBe("Write the reply");
    expect(refused.context.status).toBe("received");

    actor.send({ type: "reply.edit", message: "We can ship 25 MT in March." });
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    actor.send({ type: "reply.send" });
    const done = await settled(actor, 2, asked);
    expect(done.context).toMatchObject({ status: "answered", draft: "", notice: { kind: "done", msg: sent }, changed: true });
    expect(asked).toEqual(["reply 12:  ", "reply 12: We can ship 25 MT in March."]);

    // Answered now: another reply is not sent, the clerk is told to reopen first.
    actor.send({ type: "reply.send" });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: "refused", msg: "This enquiry is answered: reopen it to reply again" });
    expect(asked).toHaveLength(2);
  });

  it("says why a reply was not sent: answered meanwhile, the network, or the client that cannot load", async () => {
    const meanwhile = "Enquiry E-2026-000012 is already answered by clerk@mill.example: reopen it to answer again";
    const { actor, asked } = start("received", { send: [{ kind: "refused", status: 409, code: "conflict", msg: meanwhile }, unreachable, new Error("chunk failed")] });
    actor.send({ type: "reply.edit", message: "We can ship 25 MT in March." });
    actor.send({ type: "reply.send" });
    const refused = await settled(actor, 1, asked);
    expect(refused.context.notice).toEqual({ kind: "refused", msg: meanwhile });
    expect(refused.context.changed).toBe(true);
    expect(refused.context.draft).toBe("We can ship 25 MT in March.");

    actor.send({ type: "reply.send" });
    const lost = await settled(actor, 2, asked);
    expect(lost.context.notice).toEqual({ kind: "failed", msg: "The reply was not sent: The server could not be reached" });
    expect(lost.context.changed).toBe(false);

    actor.send({ type: "reply.send" });
    const broken = await waitFor(actor, (s) => s.matches("idle") && asked.length === 3 && s.context.notice?.msg === "The reply was not sent: try again");
    expect(broken.context.notice?.kind).toBe("failed");
  });

  it("marks an enquiry answered, or says why not", async () => {
    const { actor, asked } = start("received", {
      mark: [{ kind: "refused", status: 409, code: "conflict", msg: "Enquiry E-2026-000012 is already answered: reopen it to answer again" }, new Error("chunk failed"), { kind: "ok", data: summary("answered"), msg: "E-2026-000012 is marked answered" }],
    });
    actor.send({ type: "answer.mark" });
    const refused = await settled(actor, 1, asked);
    expect(refused.context.notice).toEqual({ kind: "refused", msg: "Enquiry E-2026-000012 is already answered: reopen it to answer again" });
    expect(refused.context.status).toBe("received");
    actor.send({ type: "answer.mark" });
    const broken = await waitFor(actor, (s) => s.matches("idle") && asked.length === 2 && s.context.notice !== null);
    expect(broken.context.notice).toEqual({ kind: "failed", msg: "Not marked answered: try again" });
    actor.send({ type: "answer.mark" });
    const done = await waitFor(actor, (s) => s.matches("idle") && s.context.status === "answered");
    expect(done.context.notice).toEqual({ kind: "done", msg: "E-2026-000012 is marked answered" });
    expect(asked).toEqual(["mark 12", "mark 12", "mark 12"]);
  });

  it("reopens an answered enquiry, or says why not", async () => {
    const { actor, asked } = start("answered", {
      reopen: [unreachable, new Error("chunk failed"), { kind: "ok", data: summary("received"), msg: "E-2026-000012 reopened" }],
    });
    actor.send({ type: "answer.mark" });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "enquiry.reopen" });
    const lost = await settled(actor, 1, asked);
    expect(lost.context.notice).toEqual({ kind: "failed", msg: "Not reopened: The server could not be reached" });
    actor.send({ type: "enquiry.reopen" });
    const broken = await waitFor(actor, (s) => s.matches("idle") && asked.length === 2 && s.context.notice?.msg === "Not reopened: try again");
    expect(broken.context.status).toBe("answered");
    actor.send({ type: "enquiry.reopen" });
    const done = await waitFor(actor, (s) => s.matches("idle") && s.context.status === "received");
    expect(done.context).toMatchObject({ notice: { kind: "done", msg: "E-2026-000012 reopened" }, changed: true });
    expect(asked).toEqual(["reopen 12", "reopen 12", "reopen 12"]);
  });
});
