import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { myEnquiriesMachine } from "./my-enquiries.machine";

const quote = {
  reference: "E-2026-000124",
  kind: "quote" as const,
  created_at: "2026-11-23T10:00:00.000Z",
  subject: "Quote request: CRX Jute Yarn, count 8, 2 ply, VOT",
  product: "CRX Jute Yarn, count 8, 2 ply, VOT",
  quantity: "26 MT",
  port: "Chattogram Port",
  status: "received" as const,
};

describe("the my enquiries machine", () => {
  flowTests({
    machine: myEnquiriesMachine,
    diagramOf: myEnquiriesMachine,
    actorSources: ["loadEnquiries"],
    events: [
      { type: "xstate.done.actor.loadEnquiries", output: { kind: "ok", data: [quote], msg: "Data Found" } },
      { type: "xstate.done.actor.loadEnquiries", output: { kind: "ok", data: [], msg: "No enquiries yet" } },
      { type: "xstate.done.actor.loadEnquiries", output: { kind: "refused", msg: "Log in to see your enquiries and to request a quote", status: 401 } },
      { type: "xstate.done.actor.loadEnquiries", output: { kind: "refused", msg: "Too many requests", status: 429 } },
      { type: "xstate.done.actor.loadEnquiries", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.loadEnquiries", error: "chunk failed" },
      { type: "enquiries.retry" },
    ],
    check: (snapshot) => {
      if (snapshot.value === "results") expect(snapshot.context.enquiries).toEqual([quote]);
      if (snapshot.value === "empty") expect(snapshot.context.enquiries).toEqual([]);
    },
    snapshotFile: "./my-enquiries.machine.mmd",
  });
});
