/**
 * The account page's machine when its calls go wrong: the account cannot be loaded (Try again),
 * and each action (rename, company details, password, log out everywhere, delete, download)
 * answered "not logged in" (signed out), refused, lost on the network, or not made at all (the
 * client could not load): back on the page with the words a member reads. Also a download that
 * works. Behaviour on a live actor, beside the generated graph paths.
 */
import type { Member } from "@jute/api/contract";
import { createActor, fromPromise, waitFor } from "xstate";
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

it("hands the member's data to the browser as a file and says so", async () => {
  const data = { exported_at: "2026-11-25T10:00:00.000Z", account: member, enquiries: [], offers: [] };
  const { actor, saved } = start([loaded], { actor: "exportMyData", answer: () => ({ kind: "ok", data, msg: "Your data" }) });
  await waitFor(actor, (s) => s.matches("ready"));
  actor.send({ type: "account.download" });
  const done = await waitFor(actor, (s) => s.matches("ready") && s.context.notice !== null);
  expect(saved).toEqual(["my-data-2026-11-25.json"]);
  expect(done.context.notice?.msg).toContain(saved[0]);
});
