/**
 * The account page: the member's name and email (read from the server), and four actions,
 * one at a time: rename, change password (the current one required; the other sessions end),
 * log out everywhere, delete (after typing the email). Each success leaves its confirmation in
 * `notice`, which the page shows in a status region. Each form's fields are checked with the
 * contract's own request schema before any request (`../account-checks.ts`: a name too long, a
 * new password too short get the server's sentence at once); refusals about a field go on that field.
 * A 401 at any point (the token ended elsewhere) ends the session here too.
 */
import { normaliseEmail, type Member, type MyData } from "@jute/api/contract";
import type { ApiResult } from "@jute/api/client";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { refusedField } from "../../../shared/api/refusal";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
import { okData } from "../../../shared/api/result";
import { accountCopy } from "../account.copy";
import { checkDetails, checkPasswordChange, checkRename, hasErrors } from "../account-checks";
import { readSession } from "../../../shared/session/stored-session";


export type AccountForm = "rename" | "details" | "email" | "password" | "everywhere" | "delete" | "download";
export type AccountField = "name" | "company" | "country" | "newEmail" | "emailPassword" | "currentPassword" | "password" | "confirm" | "email";
export type AccountFieldErrors = Partial<Record<AccountField, string>>;

export interface AccountContext {
  member: Member | null;
  /** The last action's confirmation (with the form it came from), announced by the page. */
  notice: { form: AccountForm; msg: string } | null;
  fieldErrors: AccountFieldErrors;
  /** A refusal or failure not about one field (with the form it came from). */
  error: { form: AccountForm | "load"; msg: string } | null;
}

export type AccountEvent =
  | { type: "account.retry" }
  | { type: "account.rename"; name: string }
  | { type: "account.details"; company: string; country: string }
  /** A new address (mail on: it takes effect when the link mailed to it is opened). */
  | { type: "account.email"; email: string; currentPassword: string }
  | { type: "account.password"; currentPassword: string; password: string; confirm: string }
  | { type: "account.logoutEverywhere" }
  | { type: "account.delete"; email: string }
  | { type: "account.download" }
  | { type: "account.edit"; field: AccountField };

type Result<T> = ApiResult<T>;
const refusal = (result: Result<unknown>) => (result.kind === "refused" ? result : null);
const messageOf = (result: Result<unknown>) => (result.kind === "ok" ? "" : result.msg || "Error");

/** The password change's fields by their names on the wire (a refusal names one in `field`). */
export const PASSWORD_FIELDS: Readonly<Record<string, AccountField>> = { current_password: "currentPassword", password: "password" };

/** The file the member's data is saved as: "my-data-2026-11-25.json". */
export const myDataFileName = (data: MyData) => `my-data-${data.exported_at.slice(0, 10)}.json`;

/** Saves `data` as a JSON file through a temporary link (what a browser does with a download). */
function saveJsonFile(file: string, data: unknown): void {
  if (typeof document === "undefined" || typeof URL.createObjectURL !== "function") return;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const load = loadWithRetry<AccountContext, Member, "failed">({
  actor: "loadAccount",
  replies: [
    { guard: "succeeded", target: "ready", set: (reply) => ({ member: reply.kind === "ok" ? reply.data : null, error: null }) },
    { guard: "notLoggedIn", target: "signedOut", actions: ["endSession"] },
  ],
  failed: {
    state: "failed",
    retry: "account.retry",
    reply: { set: (reply) => ({ error: { form: "load", msg: messageOf(reply) } }) },
    thrown: { set: () => ({ error: { form: "load", msg: accountCopy.somethingWrong } }) },
  },
});

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
  },
  actors: {
    /** The member's account; with no stored token, "not logged in" without asking the server. */
    loadAccount: fromPromise<Result<Member>>(async () =>
      readSession() === null ? { kind: "refused", status: 401, code: "unauthenticated", msg: accountCopy.account.signedOut } : (await apiClient()).getAccount(),
    ),
    rename: fromPromise<Result<Member>, { name: string }>(async ({ input }) => (await apiClient()).renameAccount(input)),
    setDetails: fromPromise<Result<Member>, { company: string; country: string }>(async ({ input }) => (await apiClient()).setAccountDetails(input)),
    changePassword: fromPromise<Result<null>, { currentPassword: string; password: string }>(async ({ input }) =>
      (await apiClient()).changePassword(input),
    ),
    changeEmail: fromPromise<Result<{ pending: boolean; email: string }>, { email: string; currentPassword: string }>(async ({ input }) => {
      const result = await (await apiClient()).changeEmail(input);
      return result.kind === "ok" ? { ...result, data: { ...result.data, email: input.email } } : result;
    }),
    logoutEverywhere: fromPromise<Result<null>>(async () => (await apiClient()).logoutEverywhere()),
    deleteAccount: fromPromise<Result<null>, { email: string }>(async ({ input }) => (await apiClient()).deleteAccount(input)),
    exportMyData: fromPromise<Result<MyData>>(async () => (await apiClient()).exportMyData()),
  },
  actions: {
    /** Hands the member's data to the browser as a file download. */
    saveFile: (_, params: { file: string; data: MyData }) => saveJsonFile(params.file, params.data),
    /** The server ended the session (or it was already over): forget it here, stay on the page. */
    endSession: () => {
      void import("../../../shared/session/session-service").then(({ sendToSession }) => sendToSession({ type: "session.ended" }));
    },
    /** The header shows the new name. */
    renameSession: (_, params: { member: Member }) => {
      void import("../../../shared/session/session-service").then(({ sendToSession }) => sendToSession({ type: "session.renamed", user: params.member }));
    },
  },
  guards: {
    succeeded: (_, params: { result: Result<unknown> }) => params.result.kind === "ok",
    notLoggedIn: (_, params: { result: Result<unknown> }) => refusal(params.result)?.status === 401,
    refused: (_, params: { result: Result<unknown> }) => params.result.kind === "refused",
    passwordField: (_, params: { result: Result<unknown> }) => {
      const refused = refusal(params.result);
      return refused !== null && refusedField(refused, PASSWORD_FIELDS) !== null;
    },
    /** The contract's rules (the server's words) before any request; different passwords too. */
    nameBreaksRules: ({ event }) => event.type === "account.rename" && hasErrors(checkRename(event.name)),
    detailsBreakRules: ({ event }) => event.type === "account.details" && hasErrors(checkDetails(event)),
    passwordBreaksRules: ({ event }) => event.type === "account.password" && hasErrors(checkPasswordChange(event)),
    emailDiffers: ({ context, event }) =>
      event.type === "account.delete" && normaliseEmail(event.email) !== normaliseEmail(context.member?.email ?? ""),
  },
}).createMachine({
  id: "account",
  context: { member: null, notice: null, fieldErrors: {}, error: null },
  initial: "loading",
  states: {
    loading: load.loading,
    failed: load.failed,
    ready: {
      on: {
        "account.rename": [
          {
            guard: "nameBreaksRules",
            actions: assign({
              fieldErrors: ({ event }) => {
                assertEvent(event, "account.rename");
                return checkRename(event.name);
              },
              error: null,
              notice: null,
            }),
          },
          { target: "renaming", actions: assign({ fieldErrors: {}, error: null, notice: null }) },
        ],
        "account.details": [
          {
            guard: "detailsBreakRules",
            actions: assign({
              fieldErrors: ({ event }) => {
                assertEvent(event, "account.details");
                return checkDetails(event);
              },
              error: null,
              notice: null,
            }),
          },
          { target: "savingDetails", actions: assign({ fieldErrors: {}, error: null, notice: null }) },
        ],
        "account.password": [
          {
            guard: "passwordBreaksRules",
            actions: assign({
              fieldErrors: ({ event }) => {
                assertEvent(event, "account.password");
                return checkPasswordChange(event);
              },
              error: null,
              notice: null,
            }),
          },
          { target: "changingPassword", actions: assign({ fieldErrors: {}, error: null, notice: null }) },
        ],
        "account.email": { target: "changingEmail", actions: assign({ fieldErrors: {}, error: null, notice: null }) },
        "account.logoutEverywhere": { target: "loggingOutEverywhere", actions: assign({ fieldErrors: {}, error: null, notice: null }) },
        "account.download": { target: "downloading", actions: assign({ fieldErrors: {}, error: null, notice: null }) },
        "account.delete": [
          { guard: "emailDiffers", actions: assign({ fieldErrors: { email: accountCopy.account.deleteMismatch }, error: null, notice: null }) },
          { target: "deleting", actions: assign({ fieldErrors: {}, error: null, notice: null }) },
        ],
        "account.edit": {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const next = { ...context.fieldErrors };
              delete next[event.field];
              return next;
            },
          }),
        },
      },
    },
    renaming: {
      invoke: {
        id: "rename",
        src: "rename",
        input: ({ event }) => {
          assertEvent(event, "account.rename");
          return { name: event.name.trim() };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: [
              assign(({ event }) => (event.output.kind === "ok" ? { member: event.output.data, notice: { form: "rename" as const, msg: event.output.msg } } : {})),
              { type: "renameSession", params: ({ event }) => ({ member: okData(event.output) }) },
            ],
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "signedOut", actions: "endSession" },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({ fieldErrors: ({ event }) => ({ name: messageOf(event.output) }) }),
          },
          { target: "ready", actions: assign({ error: ({ event }) => ({ form: "rename" as const, msg: messageOf(event.output) }) }) },
        ],
        onError: { target: "ready", actions: assign({ error: { form: "rename", msg: accountCopy.somethingWrong } }) },
      },
    },
    savingDetails: {
      invoke: {
        id: "setDetails",
        src: "setDetails",
        input: ({ event }) => {
          assertEvent(event, "account.details");
          return { company: event.company.trim(), country: event.country.trim() };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign(({ event }) => (event.output.kind === "ok" ? { member: event.output.data, notice: { form: "details" as const, msg: event.output.msg } } : {})),
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "signedOut", actions: "endSession" },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({
              fieldErrors: ({ event }) => {
                const refused = refusal(event.output);
                return { [refused?.field === "country" ? "country" : "company"]: messageOf(event.output) };
              },
            }),
          },
          { target: "ready", actions: assign({ error: ({ event }) => ({ form: "details" as const, msg: messageOf(event.output) }) }) },
        ],
        onError: { target: "ready", actions: assign({ error: { form: "details", msg: accountCopy.somethingWrong } }) },
      },
    },
    changingEmail: {
      invoke: {
        id: "changeEmail",
        src: "changeEmail",
        input: ({ event }) => {
          assertEvent(event, "account.email");
          return { email: event.email.trim(), currentPassword: event.currentPassword };
        },
        onDone: [
          {
            // Mail on: a link went to the new address, the old one stays until it is opened; mail off: changed now.
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign(({ context, event }) => {
              const data = event.output.kind === "ok" ? event.output.data : null;
              const member = data && !data.pending && context.member ? { ...context.member, email: data.email } : context.member;
              return { member, notice: { form: "email" as const, msg: event.output.msg } };
            }),
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "signedOut", actions: "endSession" },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({
              fieldErrors: ({ event }) => ({ [refusal(event.output)?.field === "current_password" ? "emailPassword" : "newEmail"]: messageOf(event.output) }),
            }),
          },
          { target: "ready", actions: assign({ error: ({ event }) => ({ form: "email" as const, msg: messageOf(event.output) }) }) },
        ],
        onError: { target: "ready", actions: assign({ error: { form: "email", msg: accountCopy.somethingWrong } }) },
      },
    },
    changingPassword: {
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ event }) => {
          assertEvent(event, "account.password");
          const submit = event;
          return { currentPassword: submit.currentPassword, password: submit.password };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({ notice: ({ event }) => ({ form: "password" as const, msg: event.output.msg }) }),
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "signedOut", actions: "endSession" },
          {
            guard: { type: "passwordField", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({
              fieldErrors: ({ event }) => {
                const refused = refusal(event.output);
                return refused ? { [refusedField(refused, PASSWORD_FIELDS) ?? "password"]: refused.msg } : {};
              },
            }),
          },
          { target: "ready", actions: assign({ error: ({ event }) => ({ form: "password" as const, msg: messageOf(event.output) }) }) },
        ],
        onError: { target: "ready", actions: assign({ error: { form: "password", msg: accountCopy.somethingWrong } }) },
      },
    },
    loggingOutEverywhere: {
      invoke: {
        id: "logoutEverywhere",
        src: "logoutEverywhere",
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "loggedOutEverywhere",
            actions: [assign({ notice: ({ event }) => ({ form: "everywhere" as const, msg: event.output.msg }) }), "endSession"],
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "signedOut", actions: "endSession" },
          { target: "ready", actions: assign({ error: ({ event }) => ({ form: "everywhere" as const, msg: messageOf(event.output) }) }) },
        ],
        onError: { target: "ready", actions: assign({ error: { form: "everywhere", msg: accountCopy.somethingWrong } }) },
      },
    },
    deleting: {
      invoke: {
        id: "deleteAccount",
        src: "deleteAccount",
        input: ({ event }) => {
          assertEvent(event, "account.delete");
          return { email: event.email.trim() };
        },
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "deleted",
            actions: [assign({ notice: ({ event }) => ({ form: "delete" as const, msg: event.output.msg }), member: null }), "endSession"],
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "signedOut", actions: "endSession" },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: assign({ fieldErrors: ({ event }) => ({ email: messageOf(event.output) }) }),
          },
          { target: "ready", actions: assign({ error: ({ event }) => ({ form: "delete" as const, msg: messageOf(event.output) }) }) },
        ],
        onError: { target: "ready", actions: assign({ error: { form: "delete", msg: accountCopy.somethingWrong } }) },
      },
    },
    downloading: {
      invoke: {
        id: "exportMyData",
        src: "exportMyData",
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: [
              {
                type: "saveFile",
                params: ({ event }) => {
                  const data = okData(event.output);
                  return { file: myDataFileName(data), data };
                },
              },
              assign({
                notice: ({ event }) => ({
                  form: "download" as const,
                  msg: accountCopy.account.downloaded(myDataFileName(okData(event.output))),
                }),
              }),
            ],
          },
          { guard: { type: "notLoggedIn", params: ({ event }) => ({ result: event.output }) }, target: "signedOut", actions: "endSession" },
          { target: "ready", actions: assign({ error: ({ event }) => ({ form: "download" as const, msg: messageOf(event.output) }) }) },
        ],
        onError: { target: "ready", actions: assign({ error: { form: "download", msg: accountCopy.somethingWrong } }) },
      },
    },
    loggedOutEverywhere: { type: "final" },
    deleted: { type: "final" },
    signedOut: { type: "final" },
  },
});
