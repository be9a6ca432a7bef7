/** The typed client of @jute/api against the real server, over real HTTP. */
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "@jute/api/client";
import { createQuoteListClient } from "@jute/api/client/quote-list";
import { LIST_CHANGED_ELSEWHERE, totalPrice } from "@jute/api/contract";
import { buildTestServer, newMember, type TestServer } from "./helper";

describe("the API client against the real server", () => {
  let server: TestServer;
  let baseURL: string;
  beforeAll(async () => {
    server = await buildTestServer({ env: { SERVICE_USER: "site", SERVICE_PASSWORD: "shipped-in-the-client" } });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    baseURL = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/`;
  });
  afterAll(async () => server.close());

  it("registers, logs in, looks up a price, logs out, and then sees no price", async () => {
    let token: string | null = null;
    const client = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "shipped-in-the-client" }, getToken: () => token });
    const member = newMember();

    expect(await client.registerMember(member)).toEqual({ kind: "ok", data: null, msg: "Registration successful: you can now log in" });
    expect(await client.registerMember(member)).toMatchObject({ kind: "refused", status: 409 });

    const login = await client.login({ email: member.email, password: member.password });
    if (login.kind !== "ok") throw new Error(`login failed: ${JSON.stringify(login)}`);
    expect(login.data.user.email).toBe(member.email);
    token = login.data.token;

    const query = { category_id: "1", sub_category_id: "1", count: "8", ply: "2", oil: "VOT", company_id: "2", truck_fare_id: "1" } as const;
    const priced = await client.lookupPrices(query);
    expect(priced.kind).toBe("ok");
    if (priced.kind === "ok") expect(typeof priced.data[0]?.cost).toBe("number");

    expect(await client.logout()).toEqual({ kind: "ok", data: null, msg: "Logged out" });
    const after = await client.lookupPrices(query);
    expect(after.kind === "ok" && after.data[0]?.cost).toBeNull();
  });

  it("reads every catalogue call", async () => {
    const client = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "shipped-in-the-client" } });
    const categories = await client.getCategories();
    expect(categories.kind === "ok" && categories.data.length).toBe(7);
    const children = await client.getChildCategories({ category_id: "3" });
    expect(children.kind === "ok" && children.data.map((child) => child.child_category_name)).toEqual(["Sacking Bags", "Hessian Bags"]);
    const subs = await client.getSubCategories({ category_id: "2" });
    expect(subs.kind === "ok" && subs.data.map((sub) => sub.sub_category_name)).toEqual(["CB Rope", "Sacking Rope", "Hessian Rope"]);
    const ports = await client.getPorts();
    expect(ports.kind === "ok" && ports.data).toHaveLength(5);
    const sizes = await client.getProductSizes({ category_id: "5" });
    expect(sizes.kind === "ok" && sizes.data.map((size) => size.size)).toEqual(["500", "750"]);
    const health = await client.checkHealth();
    expect(health).toMatchObject({ kind: "ok", data: { status: "ok", database: "ready" } });
  });

  it("passes the server's refusal through with its message", async () => {
    const client = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "wrong" } });
    expect(await client.getCategories()).toEqual({ kind: "refused", status: 401, msg: "The service credentials are not valid", code: "unauthenticated" });
    const valid = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "shipped-in-the-client" } });
    expect(await valid.getProductSizes({})).toEqual({ kind: "refused", status: 400, msg: "Choose a category first", field: "category_id", code: "invalid_input" });
  });

  it("sends an enquiry, requests a quote and lists them, with one function each", async () => {
    let token: string | null = null;
    const client = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "shipped-in-the-client" }, getToken: () => token });
    const member = newMember();
    expect((await client.registerMember(member)).kind).toBe("ok");
    const visitorQuote = await client.requestQuote({ sub_category_id: "1", company_id: "2", truck_fare_id: "1", count: "8", ply: "2", oil: "VOT", quantity: "13" });
    expect(visitorQuote).toMatchObject({ kind: "refused", status: 401 });

    const login = await client.login({ email: member.email, password: member.password });
    if (login.kind !== "ok") throw new Error(`login failed: ${JSON.stringify(login)}`);
    token = login.data.token;
    const enquiry = await client.sendEnquiry({ name: member.name, email: member.email, subject: "Sacking bags", message: "Please quote 20,000 B-Twill bags." });
    if (enquiry.kind !== "ok") throw new Error(`enquiry failed: ${JSON.stringify(enquiry)}`);
    expect(enquiry.data.reference).toMatch(/^E-\d{4}-\d{6}$/);
    const quote = await client.requestQuote({ sub_category_id: "1", company_id: "2", truck_fare_id: "1", count: "8", ply: "2", oil: "VOT", quantity: "13" });
    if (quote.kind !== "ok") throw new Error(`quote failed: ${JSON.stringify(quote)}`);
    expect(quote.data).toMatchObject({ product: "CRX Jute Yarn", port: "Chattogram Port", quantity: 13, unit: "MT" });
    expect(quote.data.total).toBe(totalPrice(quote.data.unit_price, 13));
    const mine = await client.getMyEnquiries();
    expect(mine.kind === "ok" && mine.data.map((entry) => entry.reference)).toEqual([quote.data.reference, enquiry.data.reference]);
    const refused = await client.sendEnquiry({ name: "", email: member.email, subject: "x", message: "Please quote 20,000 bags." });
    expect(refused).toEqual({ kind: "refused", status: 400, msg: "Enter your name", field: "name", code: "invalid_input" });
  });

  it("keeps a quote list with one function per call: a stale change comes back as 409 with the list as it now is", async () => {
    const member = newMember();
    const anon = createApiClient({ baseURL, serviceCredentials: { user: "site", password: "shipped-in-the-client" } });
    expect((await anon.registerMember(member)).kind).toBe("ok");
    const login = await anon.login({ email: member.email, password: member.password });
    if (login.kind !== "ok") throw new Error(`login failed: ${JSON.stringify(login)}`);
    const { token } = login.data;
    const list = createQuoteListClient(createApiClient({ baseURL, getToken: () => token }));
    expect(await createQuoteListClient(anon).getQuoteList()).toMatchObject({ kind: "refused", status: 401 });

    const added = await list.addToQuoteList({ sub_category_id: "1", company_id: "2", truck_fare_id: "1", count: "8", ply: "2", oil: "VOT", quantity: "13", note: "March" });
    if (added.kind !== "ok") throw new Error(`add failed: ${JSON.stringify(added)}`);
    const [line] = added.data.lines;
    expect(line).toMatchObject({ product: "CRX Jute Yarn", quantity: 13, note: "March", fcl_20: 1, fcl_40: 0.5 });
    const changed = await list.changeQuoteLine({ version: added.data.version, lineId: line?.id ?? "", quantity: "26", note: "" });
    expect(changed.kind === "ok" && changed.data.lines[0]?.quantity).toBe(26);
    const stale = await list.changeQuoteLine({ version: added.data.version, lineId: line?.id ?? "", quantity: "1", note: "" });
    if (stale.kind !== "refused") throw new Error(`not refused: ${JSON.stringify(stale)}`);
    expect(stale).toMatchObject({ status: 409, code: "conflict", msg: expect.stringMatching(new RegExp(`^${LIST_CHANGED_ELSEWHERE}: `)) });
    expect((stale.details?.list as { lines: { quantity: number }[] }).lines[0]?.quantity).toBe(26);
    const version = changed.kind === "ok" ? changed.data.version : 0;
    const sent = await list.sendQuoteList({ version, message: "One letter of credit" });
    if (sent.kind !== "ok") throw new Error(`send failed: ${JSON.stringify(sent)}`);
    expect(sent.data).toMatchObject({ reference: expect.stringMatching(/^E-\d{4}-\d{6}$/), lines: 1, list: { lines: [] } });
    expect(await list.removeQuoteLine({ version: sent.data.list.version, lineId: line?.id ?? "" })).toMatchObject({ kind: "ok", data: { lines: [] } });
  });
});
