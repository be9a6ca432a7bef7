/**
 * The account page's machine when its calls go wrong: the account cannot be loaded (Try again),
 * and each action (rename, company details, password, log out everywhere, delete, download)
 * answered "not logged in" (signed out), refused, lost on the network, or not made at all (the
 * client could not load): back on the page with the words a member reads. Also a download that
 * works; and what a member sees when the server agrees (renamed, details saved, password changed,
 * logged out everywhere, deleted) or the form is checked before sending. Behaviour on a live actor,
 * beside the generated graph paths.
 */
import type { Member } from "@jute/api/contract";
import { createActor, fromPromise, waitFor } from "xstate";
import { accountCopy } from "../account.copy";
import { accountMachine, type AccountEvent } from "./account.machine";

const member: Member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com" };
const NOT_LOGGED_IN = { kind: "refused", msg: "You are not logged in", code: "unauthenticated", status: 401 };
const REFUSED = { kind: "refused", msg: "Too many requests", code: "rate_limited", status: 429 };
const FAILED = { kind: "failed", reason: "network", msg: "The server could not be reached" };
const thrown = () => {
  throw new Error("chunk failed");
};

function start(loads: Array<() => unknown>, action: { actor: string; answer: () => unknown }) {
  const saved: string[] = [];
  const queue = (list: Array<() => unknown>) => fromPromise(async () => (list.shift() ?? thrown)()) as never;
  const machine = accountMachine.provide({
    actors: { loadAccount: queue(loads), [action.actor]: fromPromise(async () => action.answer()) as never },
    actions: { saveFile: (_, params) => void saved.push((params as { file: string }).file), endSession: () => undefined, renameSession: () => undefined },
  });
  return { actor: createActor(machine).start(), saved };
}

const loaded = () => ({ kind: "ok", data: member, msg: "Your account" });

it("offers Try again when the account cannot be loaded, by the network or at all", async () => {
  const { actor } = start([() => FAILED, thrown, loaded], { actor: "rename", answer: thrown });
  await waitFor(actor, (s) => s.matches("failed"));
  actor.send({ type: "account.retry" });
  await waitFor(actor, (s) => s.matches("loading"));
  await waitFor(actor, (s) => s.matches("failed"));
  actor.send({ type: "account.retry" });
  expect((await waitFor(actor, (s) => s.matches("ready"))).context.member).toEqual(member);
});

const actions: Array<{ name: string; actor: string; event: AccountEvent; busy: string }> = [
  { name: "rename", actor: "rename", event: { type: "account.rename", name: "Ayesha R. Khan" }, busy: "renaming" },
  { name: "company details", actor: "setDetails", event: { type: "account.details", company: "Rahman Trading", country: "Germany" }, busy: "savingDetails" },
  { name: "password", actor: "changePassword", event: { type: "account.password", currentPassword: "jute-and-tea-2025", password: "golden-fibre-1969", confirm: "golden-fibre-1969" }, busy: "changingPassword" },
  { name: "email change", actor: "changeEmail", event: { type: "account.email", email: "ayesha.new@example.com", currentPassword: "jute-and-tea-2025" }, busy: "changingEmail" },
  { name: "log out everywhere", actor: "logoutEverywhere", event: { type: "account.logoutEverywhere" }, busy: "loggingOutEverywhere" },
  { name: "delete", actor: "deleteAccount", event: { type: "account.delete", email: member.email }, busy: "deleting" },
  { name: "download", actor: "exportMyData", event: { type: "account.download" }, busy: "downloading" },
];

describe.each(actions)("$name", ({ actor: actorName, event, busy }) => {
  const run = async (answer: () => unknown) => {
    const { actor } = start([loaded], { actor: actorName, answer });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send(event);
    expect(actor.getSnapshot().value).toBe(busy);
    return actor;
  };

  it("signs out when the server says the member is not logged in", async () => {
    await waitFor(await run(() => NOT_LOGGED_IN), (s) => s.matches("signedOut"));
  });

  it("stays on the page with the server's words when it refuses", async () => {
    const actor = await run(() => REFUSED);
    const back = await waitFor(actor, (s) => s.matches("ready") && (s.context.error !== null || Object.keys(s.context.fieldErrors).length > 0));
    expect(JSON.stringify([back.context.error, back.context.fieldErrors])).toContain("Too many requests");
  });

  it("stays on the page with the client's words when the network fails", async () => {
    const back = await waitFor(await run(() => FAILED), (s) => s.matches("ready") && s.context.error !== null);
    expect(back.context.error?.msg).toBe("The server could not be reached");
  });

  it("stays on the page saying something went wrong when the call cannot be made", async () => {
    const back = await waitFor(await run(thrown), (s) => s.matches("ready") && s.context.error !== null);
    expect(back.context.error?.msg).toMatch(/went wrong/i);
  });
});

it("says where the confirmation link of a new address went, and keeps the old address until it is opened", async () => {
  const { actor } = start([loaded], { actor: "changeEmail", answer: () => ({ kind: "ok", data: { pending: true, email: "ayesha.new@example.com" }, msg: "We have sent a link to ayesha.new@example.com" }) });
  await waitFor(actor, (s) => s.matches("ready"));
  actor.send({ type: "account.email", email: " ayesha.new@example.com ", currentPassword: "jute-and-tea-2025" });
  const back = await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null);
  expect(back.context.notice).toEqual({ form: "email", msg: "We have sent a link to ayesha.new@example.com" });
  expect(back.context.member?.email).toBe(member.email);
});

it("hands the member's data to the browser as a file and says so", async () => {
  const data = { exported_at: "2026-11-25T10:00:00.000Z", account: member, enquiries: [], offers: [] };
  const { actor, saved } = start([loaded], { actor: "exportMyData", answer: () => ({ kind: "ok", data, msg: "Your data" }) });
  await waitFor(actor, (s) => s.matches("ready"));
  actor.send({ type: "account.download" });
  const done = await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null);
  expect(saved).toEqual(["my-data-2026-11-25.json"]);
  expect(done.context.notice?.msg).toContain(saved[0]);
});

describe("when the server agrees, or the form is checked before sending", () => {
  it("signs out when the account is asked for without a session", async () => {
    const { actor } = start([() => NOT_LOGGED_IN], { actor: "rename", answer: thrown });
    const out = await waitFor(actor, (s) => s.matches("signedOut"));
    expect(out.context.member).toBeNull();
  });

  it("marks a new password that differs from its confirmation, and an email that is not the account's, sending nothing; typing clears each mark", async () => {
    let calls = 0;
    const { actor } = start([loaded], {
      actor: "deleteAccount",
      answer: () => {
        calls += 1;
        return thrown();
      },
    });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "account.password", currentPassword: "jute-and-tea-2025", password: "golden-fibre-1969", confirm: "golden-fibre-1970" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirm: accountCopy.passwordMismatch });
    actor.send({ type: "account.edit", field: "confirm" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: "account.delete", email: "someone@example.com" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: accountCopy.account.deleteMismatch });
    actor.send({ type: "account.edit", field: "email" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(calls).toBe(0);
  });

  it("checks each form with the contract's schema before sending: the server's words on the field, no call made", async () => {
    const cases: Array<{ actor: string; event: AccountEvent; errors: Record<string, string> }> = [
      { actor: "rename", event: { type: "account.rename", name: "A".repeat(101) }, errors: { name: "Your name can be at most 100 characters" } },
      { actor: "rename", event: { type: "account.rename", name: "Staff of www.example.com" }, errors: { name: "Enter your own or your company's name, not an email or web address" } },
      {
        actor: "changePassword",
        event: { type: "account.password", currentPassword: "jute-and-tea-2025", password: "jute-1", confirm: "jute-1" },
        errors: { password: "The password must be at least 8 characters" },
      },
      {
        actor: "changePassword",
        event: { type: "account.password", currentPassword: "jute-and-tea-2025", password: "j".repeat(129), confirm: "j".repeat(128) },
        errors: { password: "The password must be at most 128 characters", confirm: accountCopy.passwordMismatch },
      },
      { actor: "setDetails", event: { type: "account.details", company: "C".repeat(151), country: "Germany" }, errors: { company: "The company can be at most 150 characters" } },
    ];
    for (const { actor: name, event, errors } of cases) {
      let calls = 0;
      const { actor } = start([loaded], {
        actor: name,
        answer: () => {
          calls += 1;
          return thrown();
        },
      });
      await waitFor(actor, (s) => s.matches("ready"));
      actor.send(event);
      expect(actor.getSnapshot().value).toBe("ready");
      expect(actor.getSnapshot().context.fieldErrors).toEqual(errors);
      expect(calls, `${name} was not called`).toBe(0);
    }
  });

  it("shows the new name and the server's words after a rename", async () => {
    const renamed = { ...member, name: "Ayesha R. Khan" };
    const { actor } = start([loaded], { actor: "rename", answer: () => ({ kind: "ok", data: renamed, msg: "Name changed" }) });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "account.rename", name: renamed.name });
    const back = await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null);
    expect(back.context.member).toEqual(renamed);
    expect(back.context.notice).toEqual({ form: "rename", msg: "Name changed" });
  });

  it("shows the saved company details and the server's words", async () => {
    const detailed = { ...member, company: "Rahman Trading", country: "Germany" } as Member;
    const { actor } = start([loaded], { actor: "setDetails", answer: () => ({ kind: "ok", data: detailed, msg: "Details saved" }) });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "account.details", company: "Rahman Trading", country: "Germany" });
    const back = await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null);
    expect(back.context.member).toEqual(detailed);
    expect(back.context.notice).toEqual({ form: "details", msg: "Details saved" });
  });

  it("says the password is changed, or marks the password field the server refuses", async () => {
    const change: AccountEvent = { type: "account.password", currentPassword: "jute-and-tea-2025", password: "golden-fibre-1969", confirm: "golden-fibre-1969" };
    const changed = start([loaded], { actor: "changePassword", answer: () => ({ kind: "ok", data: null, msg: "Password changed" }) });
    await waitFor(changed.actor, (s) => s.matches("ready"));
    changed.actor.send(change);
    const done = await waitFor(changed.actor, (s) => s.matches("ready") && s.context.notice !== null);
    expect(done.context.notice).toEqual({ form: "password", msg: "Password changed" });

    const wrong = { kind: "refused", msg: "The current password is wrong", code: "invalid_input", field: "current_password", status: 400 };
    const refused = start([loaded], { actor: "changePassword", answer: () => wrong });
    await waitFor(refused.actor, (s) => s.matches("ready"));
    refused.actor.send(change);
    const marked = await waitFor(refused.actor, (s) => s.matches("ready") && Object.keys(s.context.fieldErrors).length > 0);
    expect(marked.context.fieldErrors).toEqual({ currentPassword: "The current password is wrong" });
    expect(marked.context.error).toBeNull();
  });

  it("ends with the member logged out everywhere, or the account deleted", async () => {
    const everywhere = start([loaded], { actor: "logoutEverywhere", answer: () => ({ kind: "ok", data: null, msg: "Logged out on every device" }) });
    await waitFor(everywhere.actor, (s) => s.matches("ready"));
    everywhere.actor.send({ type: "account.logoutEverywhere" });
    const out = await waitFor(everywhere.actor, (s) => s.matches("loggedOutEverywhere"));
    expect(out.context.notice).toEqual({ form: "everywhere", msg: "Logged out on every device" });

    const removal = start([loaded], { actor: "deleteAccount", answer: () => ({ kind: "ok", data: null, msg: "Your account has been deleted" }) });
    await waitFor(removal.actor, (s) => s.matches("ready"));
    removal.actor.send({ type: "account.delete", email: " Ayesha@Example.com " });
    const gone = await waitFor(removal.actor, (s) => s.matches("deleted"));
    expect(gone.context.notice).toEqual({ form: "delete", msg: "Your account has been deleted" });
    expect(gone.context.member).toBeNull();
  });
});
