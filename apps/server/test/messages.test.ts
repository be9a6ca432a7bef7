/**
 * Refusals in words for people (issues 21 and 26), through the real app on each engine: a
 * representative refusal of each subject (register, login, contact, quote, offer, fares, price
 * list apply) says what to do in the words of the screen, with no field's wire name or internal
 * term, and carries the input's wire name in `field` and the kind of refusal in `code`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePreviewReply } from "@jute/api/contract";
import { fixedClock } from "../src/domain/clock";
import { buildTestServer, defaultEngines, memberToken, newMember, type TestServer } from "./helper";
import { exported, post, staffToken } from "./staff-helpers";

const TODAY = "2026-11-25";
const YESTERDAY = "2026-11-24";

/** A field's wire name or an internal term: never in a message for people. */
const NOT_FOR_PEOPLE = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b(preview id|token|payload|true or false|must be one of)\b/;

describe.each(defaultEngines)("refusals in people's words, on %s", (engine) => {
  let server: TestServer;
  let staff: string;
  let buyer: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine, clock: fixedClock(TODAY) });
    ({ token: staff } = await staffToken(server));
    buyer = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  /** Posts `body` and expects a refusal with these words, field and code. */
  async function refused(url: string, body: unknown, expected: { status: number; msg: string; field?: string; unknown_fields?: string[]; code: string }, token?: string) {
    const response = await post(server.app, url, body, token);
    expect(response.statusCode, response.body).toBe(expected.status);
    const { status: _status, ...reply } = expected;
    expect(response.json()).toEqual({ success: false, ...reply });
    expect(expected.msg).not.toMatch(NOT_FOR_PEOPLE);
  }

  it("register and login: what to type, on the field", async () => {
    await refused("/api/api_register", { ...newMember(), name: "" }, { status: 400, msg: "Enter your name", field: "name", code: "invalid_input" });
    await refused("/api/api_register", { ...newMember(), email: "rahim@traders" }, { status: 400, msg: "Enter an email address such as name@example.com", field: "email", code: "invalid_input" });
    await refused("/api/api_register", { ...newMember(), password: "" }, { status: 400, msg: "Choose a password", field: "password", code: "invalid_input" });
    await refused("/api/api_login", { email: "rahim@traders.example" }, { status: 400, msg: "Enter your password", field: "password", code: "invalid_input" });
  });

  it("the contact form and a quote request: the form's words", async () => {
    const contact = { name: "Rahim Traders", email: "rahim@traders.example", subject: "Hessian", message: "Please quote 20 MT of hessian cloth." };
    await refused("/api/api_enquiry", { ...contact, message: "Price?" }, { status: 400, msg: "Your message needs at least 10 characters", field: "message", code: "invalid_input" });
    await refused("/api/api_enquiry", { ...contact, name: "R".repeat(101) }, { status: 400, msg: "Your name can be at most 100 characters", field: "name", code: "invalid_input" });
    const spec = { sub_category_id: "1", company_id: "2", count: "8", ply: "2", oil: "VOT", truck_fare_id: "1" };
    await refused("/api/api_quote_request", { ...spec, quantity: "lots" }, { status: 400, msg: "Enter the quantity as a number, such as 25 or 12.5", field: "quantity", code: "invalid_input" }, buyer);
    await refused("/api/api_quote_request", { ...spec, truck_fare_id: "99", quantity: "25" }, { status: 400, msg: "There is no such port: look the price up again", field: "truck_fare_id", code: "invalid_input" }, buyer);
    await refused("/api/api_quote_request", { ...spec, company_id: "9", quantity: "25" }, { status: 400, msg: "Choose the mill from the results", field: "company_id", code: "invalid_input" }, buyer);
  });

  it("an offer: the offer form's words", async () => {
    const terms = { enquiry_id: "1", seen_version: "0", lines: [{ request_line: 1, unit_price: "1234.5", quantity: "24" }], incoterm: "FOB", place: "Chattogram", valid_until: "2026-12-09", payment_terms: "tt_advance", advance_percent: "120", shipment_period: "January 2027", packing: "Bales" };
    await refused("/api/staff/offers", terms, { status: 400, msg: "Choose the advance as a whole percentage from 0 to 100", field: "advance_percent", code: "invalid_input" }, staff);
    await refused("/api/staff/offers", { ...terms, advance_percent: "30", valid_until: "" }, { status: 400, msg: "Give the day the offer is valid until as a date (YYYY-MM-DD)", field: "valid_until", code: "invalid_input" }, staff);
    // A line is priced, or left out with a reason; one line at least is priced.
    const line = { request_line: 1, unit_price: "1234.5", quantity: "24" };
    await refused("/api/staff/offers", { ...terms, advance_percent: "30", lines: [{ request_line: 1 }] }, { status: 400, msg: "Enter the unit price, or leave the line out with a reason", field: "lines.0.unit_price", code: "invalid_input" }, staff);
    await refused("/api/staff/offers", { ...terms, advance_percent: "30", lines: [line, { request_line: 2, left_out: "not available this season", unit_price: "3" }] }, { status: 400, msg: "A line left out has no price: clear its unit price or keep the line in", field: "lines.1.unit_price", code: "invalid_input" }, staff);
    await refused("/api/staff/offers", { ...terms, advance_percent: "30", lines: [{ request_line: 1, left_out: "not available this season" }] }, { status: 400, msg: "Price at least one line: an offer cannot leave every line out", field: "lines.0.left_out", code: "invalid_input" }, staff);
    await refused("/api/staff/offers", { ...terms, advance_percent: "30", lines: [{ ...line, request_line: 2 }] }, { status: 400, msg: "Reload the request: the offer's lines do not match the request's", field: "lines.0.request_line", code: "invalid_input" }, staff);
  });

  it("port fares: the day, the port and the fare in the console's words", async () => {
    await refused("/api/staff/fares/preview", { fares: [{ truck_fare_id: "1", fare: "20" }] }, { status: 400, msg: "Choose the day the change takes effect", field: "effective_from", code: "invalid_input" }, staff);
    await refused("/api/staff/fares/preview", { effective_from: YESTERDAY, fares: [{ truck_fare_id: "1", fare: "20" }] }, { status: 400, msg: `Choose today (${TODAY}) or a later day for the change to take effect`, field: "effective_from", code: "invalid_input" }, staff);
    await refused("/api/staff/fares/preview", { effective_from: TODAY, fares: [{ truck_fare_id: "99", fare: "20" }] }, { status: 400, msg: "There is no such port: reload the page and type the fares again", field: "fares.0.truck_fare_id", code: "invalid_input" }, staff);
  });

  it("the price list apply: a missing or stale preview, told without internal terms", async () => {
    const csv = await exported(server.app, staff);
    const body = { file_name: "prices.csv", csv, effective_from: TODAY };
    await refused("/api/staff/prices/apply", { ...body, version: 1 }, { status: 400, msg: "Check the change again: the preview has expired or was made for another file, date or options", field: "preview_id", code: "invalid_input" }, staff);
    const preview = pricePreviewReply().parse((await post(server.app, "/api/staff/prices/preview", body, staff)).json()).data;
    await refused(
      "/api/staff/prices/apply",
      { ...body, effective_from: "2026-11-26", version: preview.version, preview_id: preview.preview_id },
      { status: 409, msg: "The file, the date or the options differ from the ones checked: check the file again before applying", field: "preview_id", code: "conflict" },
      staff,
    );
  });

  it("a body holding fields the call does not take: the same words, the fields named for the developer", async () => {
    await refused(
      "/api/api_account_details",
      { company: "Rahim Traders", colour: "red", country: "Germany", size: "L" },
      { status: 400, msg: "The request holds something this form does not ask for", field: "colour", unknown_fields: ["colour", "size"], code: "invalid_input" },
      buyer,
    );
    await refused(
      "/api/staff/fares/preview",
      { effective_from: TODAY, fares: [{ truck_fare_id: "1", fare: "20", note: "cheaper" }] },
      { status: 400, msg: "The request holds something this form does not ask for", field: "fares.0.note", unknown_fields: ["fares.0.note"], code: "invalid_input" },
      staff,
    );
  });
});
