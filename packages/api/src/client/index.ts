/**
 * The typed client: one ofetch instance, one small verb-named function per call.
 *
 * Every function resolves (never rejects) to a discriminated result, so the flows map
 * results onto the error catalogue without try/catch:
 *  - `ok`: the call succeeded; `data` is the checked reply's data, `msg` the server's text;
 *  - `refused`: the server answered `{success: false, msg}` (bad input, bad credentials...);
 *  - `failed`: no usable answer (network error, timeout, an unreadable or unexpected reply).
 */
import { ofetch, type FetchError } from "ofetch";
import type * as z from "zod/mini";
import { API_BASE, paths, type CatalogueType } from "../contract/constants";
import { MY_DATA_PATH, myDataReply, type MyData } from "../contract/my-data";
import { codeForStatus } from "../contract/failure";
import type { Category, ChildCategory, CostResult, HealthReply, Member, ProductSize, SubCategory, TruckFare } from "../contract/reply-schemas";
import type { MyEnquiry, QuoteReceipt } from "../contract/reply-schemas";
// Each reply schema is built the first time a reply of its kind arrives (see reply-schemas.ts).
import {
  accountDoneReply,
  accountReply,
  accountEmailReply,
  categoryReply,
  childCategoryReply,
  costListReply,
  failureReply,
  healthReply,
  loginReply,
  logoutReply,
  productSizeReply,
  registerReply,
  subCategoryReply,
  truckFareReply,
} from "../contract/reply-schemas";
import { enquiryReply, myEnquiriesReply, quoteRequestReply } from "../contract/reply-schemas";
// Types only: the request schemas (and classic zod) stay out of the browser.
import type { CatalogueQuery } from "../contract/requests";
import type { enquiryRequest, quoteRequestRequest } from "../contract/enquiry-requests";
import type { loginRequest, registerRequest, addressLinkRequest, addressConfirmRequest, passwordForgotRequest, passwordResetRequest, passwordResetCheckRequest, accountNameRequest, accountDeleteRequest } from "../contract/account-requests";

export type FailureReason = "network" | "timeout" | "unreadable";

export type ApiResult<T> =
  /** `sessionEnded`: the server no longer accepts the token sent (price lookups; see the contract). */
  | { kind: "ok"; data: T; msg: string; sessionEnded?: true }
  /**
   * `code`: what went wrong, for a program (see contract/failure.ts); `field`: the request field
   * the refusal is about, when it is about one. Forms put `msg` on `field`.
   */
  | { kind: "refused"; msg: string; code: string; field?: string; status: number; retryAfterSeconds?: number; details?: Record<string, unknown> }
  | { kind: "failed"; reason: FailureReason; msg: string; status?: number };

export interface ServiceCredentials {
  user: string;
  password: string;
}

export interface ApiClientOptions {
  /** Where the API lives, e.g. "/api/" in the browser or "http://127.0.0.1:3000/api/". */
  baseURL?: string;
  /** The shared credentials the original sends with every call (no secret). */
  serviceCredentials?: ServiceCredentials;
  /** The member's token, read at each call; null for a visitor. */
  getToken?: () => string | null | undefined;
  /** Milliseconds before a request is abandoned (the original had none). */
  timeoutMs?: number;
  /** For tests and server-side use: the fetch implementation. */
  fetch?: typeof globalThis.fetch;
}

/** What a caller sends, as the request schemas take it (the client adds the service credentials). */
type Sent<S extends z.ZodMiniType> = Omit<z.input<S>, "api_user" | "api_password">;

export type LoginInput = Sent<typeof loginRequest>;
export type RegisterInput = Sent<typeof registerRequest>;

export interface LoginData {
  user: Member;
  token: string;
}

/** A contact enquiry; `website` is the form's honeypot (left empty by people). */
export type EnquiryInput = z.input<typeof enquiryRequest>;

/** A quote request: the spec of one quote the results show, a quantity, no price. */
export type QuoteRequestInput = z.input<typeof quoteRequestRequest>;

export type ApiClient = ReturnType<typeof createApiClient>;

export const DEFAULT_TIMEOUT_MS = 15_000;

export function createApiClient(options: ApiClientOptions = {}) {
  const credentials = options.serviceCredentials;
  const http = ofetch.create({
    baseURL: options.baseURL ?? API_BASE,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: 0,
    ignoreResponseError: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function authHeaders(): Record<string, string> {
    const token = options.getToken?.();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async function call<S extends z.ZodMiniType, T>(
    path: string,
    init: { method: "GET" | "POST"; body?: URLSearchParams | Record<string, unknown> },
    schema: () => S,
    pick: (reply: z.infer<S>) => T,
  ): Promise<ApiResult<T>> {
    let response: Awaited<ReturnType<typeof http.raw>>;
    try {
      response = await http.raw(path, {
        method: init.method,
        headers: { Accept: "application/json", ...authHeaders() },
        ...(init.body !== undefined ? { body: init.body } : {}),
        responseType: "json",
      });
    } catch (error) {
      return networkFailure(error);
    }
    const payload = withDefaults(response._data, response.status);
    if (response.ok) {
      const parsed = schema().safeParse(payload);
      if (parsed.success) {
        const reply = parsed.data as z.infer<S> & { msg?: string; session_ended?: true };
        return {
          kind: "ok",
          data: pick(reply),
          msg: typeof reply.msg === "string" ? reply.msg : "",
          ...(reply.session_ended === true ? { sessionEnded: true as const } : {}),
        };
      }
    }
    const refusal = failureReply().safeParse(payload);
    if (refusal.success) {
      const retryAfter = Number(response.headers.get("retry-after"));
      // What a refusal carries beyond its message and its code (a file's problems, a fresh diff).
      const { success: _success, msg: _msg, code: _code, field: _field, ...details } = payload as Record<string, unknown>;
      return {
        kind: "refused",
        msg: refusal.data.msg,
        code: refusal.data.code,
        ...(refusal.data.field !== undefined ? { field: refusal.data.field } : {}),
        status: response.status,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
        ...(Object.keys(details).length > 0 ? { details } : {}),
      };
    }
    return {
      kind: "failed",
      reason: "unreadable",
      status: response.status,
      msg: `The server sent a reply that could not be read (HTTP ${response.status})`,
    };
  }

  async function download(path: string): Promise<ApiResult<Blob>> {
    let response: Awaited<ReturnType<typeof http.raw>>;
    try {
      response = await http.raw(path, { method: "GET", headers: authHeaders(), responseType: "blob" });
    } catch (error) {
      return networkFailure(error);
    }
    const data = response._data as Blob | undefined;
    if (response.ok && data) return { kind: "ok", data, msg: "" };
    // A refusal is JSON even here: read its message.
    let msg = `The file could not be fetched (HTTP ${response.status})`;
    let code: string = codeForStatus(response.status);
    let field: string | undefined;
    try {
      const parsed = failureReply().safeParse(JSON.parse(data ? await data.text() : ""));
      if (parsed.success) {
        msg = parsed.data.msg;
        const { code: sent, field: at } = parsed.data as { code?: unknown; field?: unknown };
        if (typeof sent === "string") code = sent;
        if (typeof at === "string") field = at;
      }
    } catch {
      // not JSON: keep the general message
    }
    return { kind: "refused", msg, code, ...(field ? { field } : {}), status: response.status };
  }

  function catalogue<S extends z.ZodMiniType, T>(type: CatalogueType, query: CatalogueQuery, schema: () => S, pick: (reply: z.infer<S>) => T) {
    const form = new URLSearchParams();
    form.set("type", type);
    if (credentials) {
      form.set("user_id", credentials.user);
      form.set("password", credentials.password);
    }
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) form.set(key, String(value));
    }
    return call(paths.request, { method: "POST", body: form }, schema, pick);
  }

  const jsonCredentials = () =>
    credentials ? { api_user: credentials.user, api_password: credentials.password } : {};

  return {
    /** Logs a member in: the user and the token to store. */
    login(input: LoginInput): Promise<ApiResult<LoginData>> {
      return call(
        paths.login,
        { method: "POST", body: { ...jsonCredentials(), email: input.email, password: input.password } },
        loginReply,
        (reply) => ({ user: reply.data, token: reply.token }),
      );
    },

    /** Registers a new member. */
    /** Creates an account: the address its confirmation link went to (mail on), or null when it can log in at once. */
    registerMember(input: RegisterInput): Promise<ApiResult<string | null>> {
      return call(
        paths.register,
        { method: "POST", body: { ...jsonCredentials(), name: input.name, email: input.email, password: input.password } },
        registerReply,
        (reply) => reply.confirm_sent_to ?? null,
      );
    },

    /** "Send the link again": the reply is the same whether or not the address is an account's. */
    sendAddressLink(input: Sent<typeof addressLinkRequest>): Promise<ApiResult<null>> {
      return call(paths.addressLink, { method: "POST", body: { ...jsonCredentials(), email: input.email } }, accountDoneReply, () => null);
    },

    /** Opens an address confirmation link: the member and a new token, as a login gives them. */
    confirmAddress(input: Sent<typeof addressConfirmRequest>): Promise<ApiResult<LoginData>> {
      return call(paths.addressConfirm, { method: "POST", body: { ...jsonCredentials(), token: input.token } }, loginReply, (reply) => ({ user: reply.data, token: reply.token }));
    },

    /** A new address for the account: `pending` while its link waits to be opened. */
    changeEmail(input: { email: string; currentPassword: string }): Promise<ApiResult<{ pending: boolean }>> {
      return call(paths.accountEmail, { method: "POST", body: { email: input.email, current_password: input.currentPassword } }, accountEmailReply, (reply) => ({ pending: reply.pending }));
    },

    /** Revokes the current token on the server. */
    logout(): Promise<ApiResult<null>> {
      return call(paths.logout, { method: "POST", body: {} }, logoutReply, () => null);
    },

    /** Asks for a password reset link; the reply is the same whether or not the email is a member's. */
    requestPasswordReset(input: Sent<typeof passwordForgotRequest>): Promise<ApiResult<null>> {
      return call(paths.passwordForgot, { method: "POST", body: { ...jsonCredentials(), email: input.email } }, accountDoneReply, () => null);
    },

    /** Whether the token of a reset link can still be used (410, refused, when it cannot); uses nothing. */
    checkResetLink(input: Sent<typeof passwordResetCheckRequest>): Promise<ApiResult<null>> {
      return call(paths.passwordResetCheck, { method: "POST", body: { ...jsonCredentials(), token: input.token } }, accountDoneReply, () => null);
    },

    /** Sets a new password with the token of a reset link; every session of the member ends. */
    resetPassword(input: Sent<typeof passwordResetRequest>): Promise<ApiResult<null>> {
      return call(
        paths.passwordReset,
        { method: "POST", body: { ...jsonCredentials(), token: input.token, password: input.password } },
        accountDoneReply,
        () => null,
      );
    },

    /** The logged-in member's own account (name and email). */
    getAccount(): Promise<ApiResult<Member>> {
      return call(paths.account, { method: "GET" }, accountReply, (reply) => reply.data);
    },

    /** Changes the member's name; resolves to the account as it now is. */
    renameAccount(input: z.input<typeof accountNameRequest>): Promise<ApiResult<Member>> {
      return call(paths.accountName, { method: "POST", body: { name: input.name } }, accountReply, (reply) => reply.data);
    },

    /** Sets the buyer's company and country (printed on proforma invoices). */
    setAccountDetails(input: { company: string; country: string }): Promise<ApiResult<Member>> {
      return call(paths.accountDetails, { method: "POST", body: { company: input.company, country: input.country } }, accountReply, (reply) => reply.data);
    },

    /** Changes the password (the current one is required); the member's other sessions end. */
    changePassword(input: { currentPassword: string; password: string }): Promise<ApiResult<null>> {
      return call(
        paths.accountPassword,
        { method: "POST", body: { current_password: input.currentPassword, password: input.password } },
        accountDoneReply,
        () => null,
      );
    },

    /** Ends every session of the member, this one included. */
    logoutEverywhere(): Promise<ApiResult<null>> {
      return call(paths.logoutEverywhere, { method: "POST", body: {} }, accountDoneReply, () => null);
    },

    /** Deletes the member's account; `email` is the member's email, typed to confirm. */
    deleteAccount(input: z.input<typeof accountDeleteRequest>): Promise<ApiResult<null>> {
      return call(paths.accountDelete, { method: "POST", body: { email: input.email } }, accountDoneReply, () => null);
    },

    /** Everything the site holds about the member, as one document (account, enquiries, quote requests, offers, sessions). */
    exportMyData(): Promise<ApiResult<MyData>> {
      return call(MY_DATA_PATH, { method: "GET" }, myDataReply, (reply) => reply.data);
    },

    /** The product categories (the Products Cost menu). */
    getCategories(): Promise<ApiResult<Category[]>> {
      return catalogue("category", {}, categoryReply, (reply) => reply.data);
    },

    /** Sub-categories of a category (optionally of one child category), or one by id. */
    getSubCategories(query: Pick<CatalogueQuery, "category_id" | "child_category_id" | "sub_category_id">): Promise<ApiResult<SubCategory[]>> {
      return catalogue("sub_category", query, subCategoryReply, (reply) => reply.data);
    },

    /** Child categories of a category. */
    getChildCategories(query: Pick<CatalogueQuery, "category_id">): Promise<ApiResult<ChildCategory[]>> {
      return catalogue("child_category", query, childCategoryReply, (reply) => reply.data);
    },

    /** The ports (truck fare locations). */
    getPorts(): Promise<ApiResult<TruckFare[]>> {
      return catalogue("truck_fare", {}, truckFareReply, (reply) => reply.data);
    },

    /** Sizes of a category (optionally of one sub-category). */
    getProductSizes(query: Pick<CatalogueQuery, "category_id" | "sub_category_id">): Promise<ApiResult<ProductSize[]>> {
      return catalogue("product_size", query, productSizeReply, (reply) => reply.data);
    },

    /** Quotes matching every filter given; `cost` is null unless the caller is a member. */
    lookupPrices(query: CatalogueQuery): Promise<ApiResult<CostResult[]>> {
      return catalogue("list", query, costListReply, (reply) => reply.data);
    },

    /** Sends a contact enquiry (a member's token, when present, links it to the member). */
    sendEnquiry(input: EnquiryInput): Promise<ApiResult<{ reference: string }>> {
      return call(paths.enquiry, { method: "POST", body: { ...input } }, enquiryReply, (reply) => reply.data);
    },

    /** Asks the mill for a quote (members only); the reply carries the price the server costed. */
    requestQuote(input: QuoteRequestInput): Promise<ApiResult<QuoteReceipt>> {
      return call(paths.quoteRequest, { method: "POST", body: { ...input } }, quoteRequestReply, (reply) => reply.data);
    },

    /** The member's own enquiries and quote requests, newest first. */
    getMyEnquiries(): Promise<ApiResult<MyEnquiry[]>> {
      return call(paths.myEnquiries, { method: "GET" }, myEnquiriesReply, (reply) => reply.data);
    },

    /** The checked call underneath, for companion clients (`@jute/api/client/staff`). */
    call,

    /** A file the API serves (a proforma PDF), with the member's token; for companion clients. */
    download,

    /** Liveness and database readiness. */
    checkHealth(): Promise<ApiResult<HealthReply>> {
      return call(paths.health, { method: "GET" }, healthReply, (reply) => reply);
    },
  };
}

/**
 * A reply without `msg` reads as the original's would: "" on success (each screen says
 * "Successful" or what it found) and "Error" on a failure. A failure without `code` (the
 * original's) reads as the code of its HTTP status.
 */
function withDefaults(payload: unknown, status: number): unknown {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return payload;
  const reply = payload as Record<string, unknown>;
  if (typeof reply.success !== "boolean") return payload;
  const msg = "msg" in reply ? {} : { msg: reply.success ? "" : "Error" };
  const code = reply.success || "code" in reply ? {} : { code: codeForStatus(status) };
  return { ...reply, ...msg, ...code };
}

function networkFailure(error: unknown): ApiResult<never> {
  const fetchError = error as Partial<FetchError> & { name?: string; cause?: { name?: string } };
  const timedOut =
    fetchError.name === "TimeoutError" ||
    fetchError.cause?.name === "TimeoutError" ||
    /timeout|aborted/i.test(String(fetchError.message ?? ""));
  return timedOut
    ? { kind: "failed", reason: "timeout", msg: "The server took too long to answer" }
    : { kind: "failed", reason: "network", msg: "The server could not be reached" };
}
