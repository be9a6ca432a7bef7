import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxAnswerReply, inboxEntryReply, inboxReply, myEnquiriesReply, staffPaths } from "@jute/api/contract";
import { bearer, buildTestServer, defaultEngines, json, memberToken, type TestServer } from "./helper";
import { get, post, staffToken } from "./staff-helpers";

const SPEC = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };

describe.each(defaultEngines)("the staff inbox on %s", (engine) => {
  let server: TestServer;
  let staff: string;
  let member: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine });
    ({ token: staff } = await staffToken(server));
    member = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  it("refuses the inbox to visitors (401) and members (403)", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/${staffPaths.enquiries}`],
      ["GET", `/api/${staffPaths.enquiries}/1`],
      ["POST", `/api/${staffPaths.enquiriesAnswer}`, { enquiry_id: "1" }],
    ];
    for (const [method, url, body] of calls) {
      expect((await server.app.inject(json(method as "GET" | "POST", url, body))).statusCode).toBe(401);
      expect((await server.app.inject(json(method as "GET" | "POST", url, body, bearer(member)))).statusCode).toBe(403);
    }
  });

  it("lists a quote request, filters by status, opens it, marks it answered, and the member's page shows it answered", async () => {
    const sent = await post(server.app, "/api/api_quote_request", { ...SPEC, quantity: "25", message: "Loading in March" }, member);
    expect(sent.statusCode).toBe(201);
    const reference = (sent.json() as { data: { reference: string } }).data.reference;

    const received = inboxReply().parse((await get(server.app, "/api/staff/enquiries?status=received", staff)).json()).data;
    const listed = received.find((entry) => entry.reference === reference);
    expect(listed).toMatchObject({ kind: "quote", status: "received", answered_at: "" });
    expect(inboxReply().parse((await get(server.app, "/api/staff/enquiries?status=answered", staff)).json()).data).toEqual([]);

    const opened = inboxEntryReply().parse((await get(server.app, `/api/staff/enquiries/${listed?.id}`, staff)).json()).data;
    expect(opened).toMatchObject({ reference, message: "Loading in March", lines: [{ quantity: 25, company: "OJML", note: "" }] });
    expect(opened.lines[0]?.unit_price).toBeGreaterThan(0);

    const answered = inboxAnswerReply().parse((await post(server.app, "/api/staff/enquiries/answer", { enquiry_id: listed?.id }, staff)).json()).data;
    expect(answered.status).toBe("answered");
    expect((await post(server.app, "/api/staff/enquiries/answer", { enquiry_id: listed?.id }, staff)).statusCode).toBe(409);
    expect((await post(server.app, "/api/staff/enquiries/answer", { enquiry_id: "999999" }, staff)).statusCode).toBe(404);

    const mine = myEnquiriesReply().parse((await get(server.app, "/api/api_my_enquiries", member)).json()).data;
    expect(mine.find((entry) => entry.reference === reference)?.status).toBe("answered");
    const answeredList = inboxReply().parse((await get(server.app, "/api/staff/enquiries?status=answered", staff)).json()).data;
    expect(answeredList.map((entry) => entry.reference)).toEqual([reference]);
  });

  it("names the field of a bad filter or id", async () => {
    expect((await get(server.app, "/api/staff/enquiries?status=lost", staff)).json()).toEqual({ success: false, msg: "Show the enquiries received or those answered", field: "status", code: "invalid_input" });
    expect((await post(server.app, "/api/staff/enquiries/answer", { enquiry_id: "x" }, staff)).json()).toEqual({ success: false, msg: "Say which enquiry this is about: its number is a whole number", field: "enquiry_id", code: "invalid_input" });
  });
});
