import type { Member } from "@jute/api/contract";
import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { loginMachine } from "./login.machine";

const member: Member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com" };
const staff: Member = { id: "9", name: "Staff", email: "prices@mill.example", role: "staff" };
let calls: string[] = [];
const machine = loginMachine.provide({
  actions: {
    goHome: () => calls.push("goHome"),
    startSession: (_, params) => calls.push(`startSession ${JSON.stringify(params)}`),
    tell: (_, params) => calls.push(`tell ${(params as { msg: string }).msg}`),
  },
});
const returnTo = { path: "/rope-costing-product", state: { category_id: "2", filters: { company: "2" } } };

describe("the login form machine", () => {
  flowTests({
    // Each event once from each state: the context makes hundreds of snapshots (coveringPaths).
    perState: true,
    machine,
    diagramOf: loginMachine,
    input: { returnTo },
    actorSources: ["checkSession", "logIn", "confirmAddress", "sendLink"],
    events: [
      { type: "login.confirm", token: "link-token" },
      { type: "login.linkSent", email: "ayesha@example.com" },
      { type: "login.resend" },
      { type: "xstate.done.actor.confirmAddress", output: { kind: "ok", data: { user: member, token: "tok" }, msg: "Login successful" } },
      { type: "xstate.done.actor.confirmAddress", output: { kind: "refused", msg: "This confirmation link cannot be used", code: "gone", status: 410 } },
      { type: "xstate.error.actor.confirmAddress", error: "chunk failed" },
      { type: "xstate.done.actor.sendLink", output: { kind: "ok", data: null, msg: "If ayesha@example.com is an account's address waiting for confirmation, we have sent it a new link." } },
      { type: "xstate.error.actor.sendLink", error: "chunk failed" },
      { type: "xstate.done.actor.logIn", output: { kind: "refused", msg: "Your email address is not confirmed yet: open the link we sent to ayesha@example.com to log in.", code: "unconfirmed", field: "email", status: 403 } },
      { type: "xstate.done.actor.checkSession", output: true },
      { type: "xstate.done.actor.checkSession", output: false },
      { type: "xstate.error.actor.checkSession", error: "storage disabled" },
      { type: "login.submit", email: "ayesha@example.com", password: "jute-and-tea-2025" },
      { type: "xstate.done.actor.logIn", output: { kind: "ok", data: { user: member, token: "tok" }, msg: "Login successful" } },
      { type: "xstate.done.actor.logIn", output: { kind: "ok", data: { user: staff, token: "staff-tok" }, msg: "Login successful" } },
      { type: "xstate.done.actor.logIn", output: { kind: "refused", msg: "The email or password is incorrect", status: 401 } },
      { type: "xstate.done.actor.logIn", output: { kind: "refused", msg: "", status: 401 } },
      { type: "xstate.done.actor.logIn", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.logIn", error: "chunk failed" },
    ],
    beforePath: () => {
      calls = [];
    },
    check: (snapshot, step) => {
      if (snapshot.value === "redirecting") expect(calls).toEqual(["goHome"]);
      if (snapshot.value === "done") {
        // A member goes back where the login started; staff land on /staff.
        const expected =
          (step.event as { output?: { data?: { user?: Member } } }).output?.data?.user?.role === "staff"
            ? { user: staff, token: "staff-tok", msg: "Login successful", returnTo: { path: "/staff" } }
            : { user: member, token: "tok", msg: "Login successful", returnTo };
        expect(calls.at(-1)).toBe(`startSession ${JSON.stringify(expected)}`);
      }
      if (snapshot.value === "unconfirmed") {
        // Where the link went (after a sign-up, or a login refused), or what sending it again answered.
        expect(snapshot.context.notice ?? snapshot.context.error).toMatch(/ayesha@example\.com|could not be sent/);
      }
      if (step.event.type.includes("actor.confirmAddress") && snapshot.value === "editing") {
        expect(snapshot.context.error).toMatch(/^(This confirmation link cannot be used|Something went wrong)$/);
      }
      if (step.event.type.includes("actor.logIn") && snapshot.value === "editing") {
        // The server's words, or the original's "Error" when it sends none.
        expect(calls.at(-1)).toBe(`tell ${snapshot.context.error}`);
        expect(snapshot.context.error).toMatch(/^(The email or password is incorrect|Error|The server could not be reached|Something went wrong)$/);
      }
    },
    snapshotFile: "./login.machine.mmd",
  });
});

describe("the login form machine, sent by a staff page whose session ended", () => {
  const consolePage = { path: "/staff/members" };
  flowTests({
    machine,
    diagramOf: loginMachine,
    input: { returnTo: consolePage },
    variant: true,
    actorSources: ["checkSession", "logIn"],
    events: [
      { type: "xstate.done.actor.checkSession", output: false },
      { type: "login.submit", email: "prices@mill.example", password: "jute-and-tea-2025" },
      { type: "xstate.done.actor.logIn", output: { kind: "ok", data: { user: staff, token: "staff-tok" }, msg: "Login successful" } },
    ],
    beforePath: () => {
      calls = [];
    },
    check: (snapshot) => {
      // Staff go back to the console page they were on (issue 26), not the console's home.
      if (snapshot.value === "done") expect(calls.at(-1)).toBe(`startSession ${JSON.stringify({ user: staff, token: "staff-tok", msg: "Login successful", returnTo: consolePage })}`);
    },
  });
});
