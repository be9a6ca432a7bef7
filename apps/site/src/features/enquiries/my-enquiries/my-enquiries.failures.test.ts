/**
 * My enquiries on a live actor with a fake loader: a member with none sees the empty state,
 * a refusal or failure shows the error, and Try again loads the list.
 */
import type { ApiResult } from "@jute/api/client";
import type { MyEnquiry } from "@jute/api/contract";
import { createActor, fromPromise, waitFor } from "xstate";
import { myEnquiriesMachine } from "./my-enquiries.machine";

const quote: MyEnquiry = {
  reference: "E-2026-000124",
  kind: "quote",
  created_at: "2026-11-23T10:00:00.000Z",
  subject: "Quote request: CRX Jute Yarn, count 8, 2 ply, VOT",
  lines: [{ product: "CRX Jute Yarn, count 8, 2 ply, VOT", quantity: "26 MT", company: "OJML", port: "Chattogram Port", note: "" }],
  status: "received",
  replies: [],
  time_zone: "Asia/Dhaka",
};

/** The machine whose loader answers `replies` in turn (an Error rejects: the client chunk failed). */
function start(replies: (ApiResult<MyEnquiry[]> | Error)[]) {
  let loads = 0;
  const machine = myEnquiriesMachine.provide({
    actors: {
      loadEnquiries: fromPromise(async () => {
        const reply = replies[loads++];
        if (reply === undefined) throw new Error("no scripted reply");
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine).start(), loads: () => loads };
}

describe("the my enquiries flow", () => {
  it("shows the empty state to a member who has sent none", async () => {
    const { actor } = start([{ kind: "ok", data: [], msg: "No enquiries yet" }]);
    const empty = await waitFor(actor, (s) => s.matches("empty"));
    expect(empty.context).toEqual({ enquiries: [], error: null });
  });

  it("shows the server's words when the list is refused, and Try again loads it", async () => {
    const { actor, loads } = start([
      { kind: "refused", status: 429, code: "rate_limited", msg: "Too many requests" },
      { kind: "ok", data: [quote], msg: "Data Found" },
    ]);
    const error = await waitFor(actor, (s) => s.matches("error"));
    expect(error.context.error).toBe("Too many requests");
    actor.send({ type: "enquiries.retry" });
    const results = await waitFor(actor, (s) => s.matches("results"));
    expect(results.context).toEqual({ enquiries: [quote], error: null });
    expect(loads()).toBe(2);
  });

  it("shows the error without server words when the client cannot load, and Try again can end empty", async () => {
    const { actor } = start([new Error("chunk failed"), { kind: "ok", data: [], msg: "No enquiries yet" }]);
    const error = await waitFor(actor, (s) => s.matches("error"));
    expect(error.context.error).toBeNull();
    actor.send({ type: "enquiries.retry" });
    await waitFor(actor, (s) => s.matches("empty"));
  });

  it("asks a visitor to log in when the server says 401", async () => {
    const { actor } = start([{ kind: "refused", status: 401, code: "unauthenticated", msg: "Log in to see your enquiries" }]);
    const loggedOut = await waitFor(actor, (s) => s.matches("loggedOut"));
    expect(loggedOut.context).toEqual({ enquiries: [], error: null });
  });
});
