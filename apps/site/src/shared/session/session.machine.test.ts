import type { Member } from "@jute/api/contract";
import { expect } from "vitest";
import { flowTests } from "../flows/testing/flow-test";
import { sessionMachine, type ReturnTo } from "./session.machine";

const member: Member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com" };
const returnTo: ReturnTo = { path: "/category-details", state: { category_id: "1", sub_category_id: "1", filters: { count: "8" } } };

let calls: string[] = [];
const record = (name: string) => (_: unknown, params?: unknown) => {
  calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
};

const machine = sessionMachine.provide({
  actions: {
    storeSession: record("storeSession"),
    clearStoredSession: record("clearStoredSession"),
    announceLogin: record("announceLogin"),
    goAfterLogin: record("goAfterLogin"),
    goHome: record("goHome"),
    announceLogout: record("announceLogout"),
    logRevokeFailure: record("logRevokeFailure"),
  },
});

describe("the session machine", () => {
  flowTests({
    machine,
    diagramOf: sessionMachine,
    actorSources: ["restore", "revoke"],
    events: [
      { type: "xstate.done.actor.restore", output: { user: { name: member.name }, token: "stored-token" } },
      { type: "xstate.done.actor.restore", output: null },
      { type: "xstate.error.actor.restore", error: new Error("storage disabled") },
      { type: "session.login", user: member, token: "new-token", msg: "Login successful", returnTo: null },
      { type: "session.login", user: member, token: "new-token", msg: "", returnTo },
      { type: "session.logout" },
      { type: "session.storage.changed" },
      { type: "session.ended" },
      { type: "session.renamed", user: { ...member, name: "Ayesha R. Khan" } },
      { type: "xstate.done.actor.revoke", output: "Logged out" },
      { type: "xstate.error.actor.revoke", error: new Error("The server could not be reached") },
    ],
    beforePath: () => {
      calls = [];
    },
    check: (snapshot, step) => {
      if (step.event.type === "session.login") {
        const event = step.event as unknown as { msg: string; returnTo: ReturnTo | null };
        // Stores both, navigates, then says the server's msg (or the original's "Successful"):
        // a toast at home, the polite announcer back on a costing page.
        expect(calls.slice(-3)).toEqual([
          `storeSession ${JSON.stringify({ user: member, token: "new-token" })}`,
          `goAfterLogin ${JSON.stringify({ returnTo: event.returnTo })}`,
          `announceLogin ${JSON.stringify({ msg: event.msg, returnTo: event.returnTo })}`,
        ]);
      }
      if (step.event.type === "session.logout") {
        // Storage is cleared, the visitor sent home and told at once; revoking runs in the background.
        expect(calls.slice(-3)).toEqual(["clearStoredSession", "goHome", "announceLogout"]);
        expect(snapshot.context.token).not.toBeNull();
      }
      if (step.event.type === "session.ended" && snapshot.value === "loggedOut") {
        // The server ended it already: storage is cleared and the visitor stays where they are.
        expect(calls.at(-1)).toBe("clearStoredSession");
        expect(snapshot.context).toEqual({ user: null, token: null });
      }
      if (step.event.type === "session.renamed" && snapshot.value === "loggedIn") {
        expect(calls.at(-1)).toBe(`storeSession ${JSON.stringify({ user: { ...member, name: "Ayesha R. Khan" }, token: snapshot.context.token })}`);
        expect(snapshot.context.user?.name).toBe("Ayesha R. Khan");
      }
      if (step.event.type === "xstate.error.actor.revoke") {
        expect(calls.at(-1)).toMatch(/^logRevokeFailure/);
        expect(snapshot.value).toBe("loggedOut");
      }
    },
    snapshotFile: "./session.machine.mmd",
  });
});
