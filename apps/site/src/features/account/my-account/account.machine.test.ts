import type { Member, MyData } from "@jute/api/contract";
import { expect } from "vitest";
import { accountCopy } from "../account.copy";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { refusedField } from "../../../shared/api/refusal";
import { accountMachine, PASSWORD_FIELDS } from "./account.machine";

const member: Member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com" };
const renamed: Member = { ...member, name: "Ayesha R. Khan" };
const NOT_LOGGED_IN = { kind: "refused", msg: "You are not logged in", code: "unauthenticated", status: 401 };
const FAILED = { kind: "failed", reason: "network", msg: "The server could not be reached" };
const WRONG_CURRENT = "That is not your current password";
const WEAK = "This password is too easy to guess: choose one that is not a common password, your name or your email";
const CHANGED = "Your password has been changed. Your other sessions have ended; this one stays.";
const EVERYWHERE = "Logged out everywhere: 2 sessions ended";
const DELETED = "Your account has been deleted and you are logged out";
const MISMATCH = "That is not the email of this account: type it exactly as you log in with it";
const MY_DATA: MyData = {
  exported_at: "2026-11-25T09:30:00.000Z",
  account: { name: member.name, email: member.email, company: "", country: "", role: "member", created_at: "2026-01-02T03:04:05.000Z" },
  enquiries: [],
  quote_requests: [],
  offers: [],
  quote_list: [],
  messages: [],
  sessions: [],
};

let calls: string[] = [];
const machine = accountMachine.provide({
  actions: {
    endSession: () => calls.push("endSession"),
    renameSession: (_, params) => calls.push(`renameSession ${(params as { member: Member }).member.name}`),
    saveFile: (_, params) => calls.push(`saveFile ${(params as { file: string }).file}`),
  },
});

describe("the account page machine", () => {
  flowTests({
    // Each event once from each state: the context makes thousands of snapshots (coveringPaths).
    perState: true,
    machine,
    diagramOf: accountMachine,
    actorSources: ["loadAccount", "rename", "setDetails", "changeEmail", "changePassword", "logoutEverywhere", "deleteAccount", "exportMyData"],
    events: [
      { type: "account.email", email: " ayesha.new@example.com ", currentPassword: "old-secret-1" },
      { type: "xstate.done.actor.changeEmail", output: { kind: "ok", data: { pending: true, email: "ayesha.new@example.com" }, msg: "We have sent a link to ayesha.new@example.com" } },
      { type: "xstate.done.actor.changeEmail", output: { kind: "ok", data: { pending: false, email: "ayesha.new@example.com" }, msg: "Your email address is now ayesha.new@example.com" } },
      { type: "xstate.done.actor.changeEmail", output: { kind: "refused", msg: WRONG_CURRENT, field: "current_password", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.changeEmail", output: { kind: "refused", msg: "That address is the mill's own: enter your own email address", field: "email", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.changeEmail", output: NOT_LOGGED_IN },
      { type: "xstate.done.actor.changeEmail", output: FAILED },
      { type: "xstate.error.actor.changeEmail", error: "chunk failed" },
      { type: "xstate.done.actor.loadAccount", output: { kind: "ok", data: member, msg: "Your account" } },
      { type: "xstate.done.actor.loadAccount", output: NOT_LOGGED_IN },
      { type: "xstate.done.actor.loadAccount", output: FAILED },
      { type: "xstate.error.actor.loadAccount", error: "chunk failed" },
      { type: "account.retry" },
      { type: "account.rename", name: "  Ayesha R. Khan " },
      { type: "account.rename", name: "A".repeat(101) },
      { type: "xstate.done.actor.rename", output: { kind: "ok", data: renamed, msg: "Your name is now Ayesha R. Khan" } },
      { type: "xstate.done.actor.rename", output: { kind: "refused", msg: "Enter your name", field: "name", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.rename", output: NOT_LOGGED_IN },
      { type: "xstate.done.actor.rename", output: FAILED },
      { type: "xstate.error.actor.rename", error: "chunk failed" },
      { type: "account.password", currentPassword: "old-secret-1", password: "new-secret-12", confirm: "new-secret-13" },
      { type: "account.password", currentPassword: "old-secret-1", password: "jute-1", confirm: "jute-1" },
      { type: "account.password", currentPassword: "old-secret-1", password: "new-secret-12", confirm: "new-secret-12" },
      { type: "xstate.done.actor.changePassword", output: { kind: "ok", data: null, msg: CHANGED } },
      { type: "xstate.done.actor.changePassword", output: { kind: "refused", msg: WRONG_CURRENT, field: "current_password", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.changePassword", output: { kind: "refused", msg: WEAK, field: "password", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.changePassword", output: { kind: "refused", msg: "Too many failed attempts for this account. Try again in 15 minute(s).", code: "rate_limited", status: 429 } },
      { type: "xstate.done.actor.changePassword", output: NOT_LOGGED_IN },
      { type: "xstate.error.actor.changePassword", error: "chunk failed" },
      { type: "account.logoutEverywhere" },
      { type: "xstate.done.actor.logoutEverywhere", output: { kind: "ok", data: null, msg: EVERYWHERE } },
      { type: "xstate.done.actor.logoutEverywhere", output: NOT_LOGGED_IN },
      { type: "xstate.done.actor.logoutEverywhere", output: FAILED },
      { type: "xstate.error.actor.logoutEverywhere", error: "chunk failed" },
      { type: "account.delete", email: "someone@example.com" },
      { type: "account.delete", email: " AYESHA@example.com " },
      { type: "xstate.done.actor.deleteAccount", output: { kind: "ok", data: null, msg: DELETED } },
      { type: "xstate.done.actor.deleteAccount", output: { kind: "refused", msg: MISMATCH, field: "email", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.deleteAccount", output: NOT_LOGGED_IN },
      { type: "xstate.done.actor.deleteAccount", output: FAILED },
      { type: "xstate.error.actor.deleteAccount", error: "chunk failed" },
      { type: "account.edit", field: "confirm" },
      { type: "account.details", company: "  Rahman Sacks Ltd ", country: "Netherlands" },
      { type: "account.details", company: "Rahman Sacks Ltd", country: "N".repeat(101) },
      { type: "xstate.done.actor.setDetails", output: { kind: "ok", data: { ...member, company: "Rahman Sacks Ltd", country: "Netherlands" }, msg: "Your company details are saved" } },
      { type: "xstate.done.actor.setDetails", output: { kind: "refused", code: "invalid_input", field: "country", msg: "The country can be at most 100 characters", status: 400 } },
      { type: "xstate.done.actor.setDetails", output: NOT_LOGGED_IN },
      { type: "xstate.done.actor.setDetails", output: FAILED },
      { type: "xstate.error.actor.setDetails", error: "chunk failed" },
      { type: "account.download" },
      { type: "xstate.done.actor.exportMyData", output: { kind: "ok", data: MY_DATA, msg: "Your data" } },
      { type: "xstate.done.actor.exportMyData", output: NOT_LOGGED_IN },
      { type: "xstate.done.actor.exportMyData", output: FAILED },
      { type: "xstate.error.actor.exportMyData", error: "chunk failed" },
    ],
    beforePath: () => {
      calls = [];
    },
    check: (snapshot, step) => {
      const output = (step.event as { output?: { kind?: string; status?: number; msg?: string } }).output;
      if (output?.status === 401) {
        // The token ended elsewhere: forget it here too, and ask to log in.
        expect(snapshot.value).toBe("signedOut");
        expect(calls.at(-1)).toBe("endSession");
      }
      if (step.event.type === "xstate.done.actor.rename" && output?.kind === "ok") {
        expect(snapshot.context.member).toEqual(renamed);
        expect(snapshot.context.notice).toEqual({ form: "rename", msg: "Your name is now Ayesha R. Khan" });
        expect(calls.at(-1)).toBe("renameSession Ayesha R. Khan");
      }
      if (output?.msg === "Enter your name") expect(snapshot.context.fieldErrors).toEqual({ name: "Enter your name" });
      if (step.event.type === "xstate.done.actor.changeEmail" && output?.kind === "ok") {
        // Mail on: the address stays until the new one's link is opened; mail off: it changes now.
        const pending = (output as unknown as { data: { pending: boolean } }).data.pending;
        if (!pending) expect(snapshot.context.member?.email).toBe("ayesha.new@example.com");
        expect(snapshot.context.notice).toEqual({ form: "email", msg: output.msg });
      }
      if (step.event.type === "xstate.done.actor.changeEmail" && output?.msg === WRONG_CURRENT) expect(snapshot.context.fieldErrors).toEqual({ emailPassword: WRONG_CURRENT });
      if (step.event.type === "xstate.done.actor.changeEmail" && output?.msg?.startsWith("That address is the mill's")) expect(snapshot.context.fieldErrors).toEqual({ newEmail: output.msg });
      if (step.event.type === "account.password" && (step.event as unknown as { confirm: string }).confirm === "new-secret-13" && snapshot.value === "ready") {
        expect(snapshot.context.fieldErrors).toEqual({ confirm: accountCopy.passwordMismatch });
      }
      // The contract's rules, checked before any request (still ready: no call made), in the server's words.
      if (step.event.type === "account.rename" && (step.event as unknown as { name: string }).name.length > 100) {
        expect(snapshot.value).not.toBe("renaming");
        if (snapshot.value === "ready") expect(snapshot.context.fieldErrors).toEqual({ name: "Your name can be at most 100 characters" });
      }
      if (step.event.type === "account.password" && (step.event as unknown as { password: string }).password === "jute-1") {
        expect(snapshot.value).not.toBe("changingPassword");
        if (snapshot.value === "ready") expect(snapshot.context.fieldErrors).toEqual({ password: "The password must be at least 8 characters" });
      }
      if (step.event.type === "account.details" && (step.event as unknown as { country: string }).country.length > 100) {
        expect(snapshot.value).not.toBe("savingDetails");
        if (snapshot.value === "ready") expect(snapshot.context.fieldErrors).toEqual({ country: "The country can be at most 100 characters" });
      }
      if (output?.msg === CHANGED) expect(snapshot.context.notice).toEqual({ form: "password", msg: CHANGED });
      if (step.event.type === "xstate.done.actor.changePassword" && output?.msg === WRONG_CURRENT) expect(snapshot.context.fieldErrors).toEqual({ currentPassword: WRONG_CURRENT });
      if (output?.msg === WEAK) expect(snapshot.context.fieldErrors).toEqual({ password: WEAK });
      if (output?.status === 429) expect(snapshot.context.error).toEqual({ form: "password", msg: output.msg });
      if (snapshot.value === "loggedOutEverywhere") {
        expect(snapshot.context.notice).toEqual({ form: "everywhere", msg: EVERYWHERE });
        expect(calls.at(-1)).toBe("endSession");
      }
      if (step.event.type === "account.delete" && (step.event as unknown as { email: string }).email === "someone@example.com" && snapshot.value === "ready") {
        // No request: the typed email is not the account's.
        expect(snapshot.context.fieldErrors).toEqual({ email: accountCopy.account.deleteMismatch });
      }
      if (snapshot.value === "deleted") {
        expect(snapshot.context).toMatchObject({ member: null, notice: { form: "delete", msg: DELETED } });
        expect(calls.at(-1)).toBe("endSession");
      }
      if (output?.msg === MISMATCH) expect(snapshot.context.fieldErrors).toEqual({ email: MISMATCH });
      if (output?.msg === "Your company details are saved") {
        expect(snapshot.context.member).toMatchObject({ company: "Rahman Sacks Ltd", country: "Netherlands" });
        expect(snapshot.context.notice).toEqual({ form: "details", msg: "Your company details are saved" });
      }
      if (output?.msg === "The country can be at most 100 characters") {
        // The refusal goes on the field the server names.
        expect(snapshot.context.fieldErrors).toEqual({ country: "The country can be at most 100 characters" });
      }
      if (output?.msg === "Your data") {
        // The file is handed to the browser and the page says what it is called.
        expect(calls.at(-1)).toBe("saveFile my-data-2026-11-25.json");
        expect(snapshot.context.notice).toEqual({ form: "download", msg: accountCopy.account.downloaded("my-data-2026-11-25.json") });
      }
      if (step.event.type === "xstate.done.actor.exportMyData" && output?.kind === "failed") {
        expect(snapshot.context.error).toEqual({ form: "download", msg: FAILED.msg });
      }
    },
    snapshotFile: "./account.machine.mmd",
  });

  it("puts a refused password change on the field the server names", () => {
    const refused = (msg: string, status: number, field?: string) => ({ kind: "refused" as const, msg, code: "invalid_input", status, ...(field ? { field } : {}) });
    expect(refusedField(refused(WRONG_CURRENT, 400, "current_password"), PASSWORD_FIELDS)).toBe("currentPassword");
    expect(refusedField(refused("Enter your current password", 400, "current_password"), PASSWORD_FIELDS)).toBe("currentPassword");
    expect(refusedField(refused(WEAK, 400, "password"), PASSWORD_FIELDS)).toBe("password");
    expect(refusedField(refused("Too many failed attempts", 429), PASSWORD_FIELDS)).toBeNull();
  });
});
