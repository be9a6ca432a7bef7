/**
 * Every refusal a request schema can give is in words for people: no field's wire name
 * (snake_case or camelCase), no internal term, no zod default. The walk takes every exported
 * request schema (`...Request`, `...Query`, `...Param`), so a schema added later is walked too:
 * each field gets a row of bad values, and a few bodies reach the cross-field rules.
 */
import { describe, expect, it } from "vitest";
import * as contract from "./index";
import { describeFailure, describeIssues } from "./requests";
import { enquiryRequest } from "./enquiry-requests";

/** A field's wire name, an internal term, or a zod default: none may reach a person. */
const NOT_FOR_PEOPLE: ReadonlyArray<[string, RegExp]> = [
  ["a snake_case name", /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/],
  ["a camelCase name", /\b[a-z]+[A-Z][A-Za-z0-9]*\b/],
  ["an internal term", /\b(preview_?id|token|payload|csv|enum|boolean|null|undefined|true|false|type=|id)\b/],
  ["a list of allowed values in code", /must be one of/i],
  ["zod's default wording", /\b(Invalid input|expected (string|number|boolean|object|array)|Too (small|big))\b/i],
];

function problemsOf(message: string): string[] {
  return NOT_FOR_PEOPLE.filter(([, pattern]) => pattern.test(message)).map(([what]) => what);
}

interface Walkable {
  safeParse(input: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> } };
  _zod: { def: { shape?: Record<string, unknown> } };
}

const isSchema = (value: unknown): value is Walkable =>
  typeof value === "object" && value !== null && "_zod" in value && typeof (value as { safeParse?: unknown }).safeParse === "function";

const requestSchemas = Object.entries(contract).filter(([name, value]) => /(Request|Query|Param)$/.test(name) && isSchema(value)) as [string, Walkable][];

/** Values that break some rule of most fields: missing, empty, of the wrong type, too long, with control characters. */
const BAD_VALUES: unknown[] = [undefined, "", "   ", 12, -1, true, {}, [], "x".repeat(6000), "a\u0001b", "line\nbreak", "abc", "2031-02-31", "12.3456", "0", "-5", "9999999999", [{}], [{ truck_fare_id: "x", fare: 5 }]];

/** Bodies that pass each field's rule but break a rule across fields. */
const CROSS_FIELD: Array<[string, unknown]> = [
  ["catalogueRequest", { type: "child_category" }],
  ["catalogueRequest", { type: "sub_category" }],
  ["catalogueRequest", { type: "list", count: "8", cost_count: "10" }],
  ["offerRequest", { enquiry_id: 1, lines: [{ request_line: 1, unit_price: 10, quantity: 5 }], incoterm: "FOB", place: "Hamburg", valid_until: "2031-01-01", payment_terms: "cad", shipment_period: "June", packing: "bales" }],
  ["offerRequest", { enquiry_id: 1, lines: [{ request_line: 1, unit_price: 10, quantity: 5 }], incoterm: "CIF", valid_until: "2031-01-01", payment_terms: "cad", shipment_period: "June", packing: "bales" }],
  ["offerRequest", { enquiry_id: 1, lines: [{ request_line: 1, unit_price: 10, quantity: 5 }], incoterm: "EXW", freight: 5, insurance: 5, valid_until: "2031-01-01", payment_terms: "tt_advance", shipment_period: "June", packing: "bales" }],
  ["offerRequest", { enquiry_id: 1, lines: [{ request_line: 1, left_out: "not this season" }, { request_line: 3, unit_price: 10, left_out: "none" }], incoterm: "EXW", valid_until: "2031-01-01", payment_terms: "cad", shipment_period: "June", packing: "bales" }],
  ["offerRequest", { enquiry_id: 1, lines: [{ request_line: 1 }], incoterm: "EXW", valid_until: "2031-01-01", payment_terms: "cad", shipment_period: "June", packing: "bales" }],
  ["registerRequest", { name: "Staff of www.example.com", email: "a@b.co", password: "long enough" }],
];

function messagesOf(schema: Walkable, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : (parsed.error?.issues ?? []).map((issue) => issue.message);
}

/**
 * Every message the schema gives for each bad value of each of its fields. (A body that is not
 * an object never reaches a schema: the server refuses it first, in its own words.)
 */
function walk(name: string, schema: Walkable): Map<string, string> {
  const found = new Map<string, string>();
  const note = (where: string, messages: string[]) => messages.forEach((message) => found.set(message, where));
  const fields = Object.keys(schema._zod.def.shape ?? {});
  for (const field of fields) {
    for (const bad of BAD_VALUES) note(`${name}.${field} = ${JSON.stringify(bad)?.slice(0, 30)}`, messagesOf(schema, { [field]: bad }));
  }
  return found;
}

describe("the request schemas' messages, in words for people", () => {
  it("walks every request schema the contract exports", () => {
    const names = requestSchemas.map(([name]) => name);
    // The walk is only as good as what it finds: the calls of each subject are among them.
    for (const expected of ["loginRequest", "registerRequest", "catalogueRequest", "enquiryRequest", "quoteRequestRequest", "accountPasswordRequest", "priceApplyRequest", "faresApplyRequest", "offerRequest", "enquiryReplyRequest", "staffOffersQuery"]) {
      expect(names).toContain(expected);
    }
    expect(names.length).toBeGreaterThanOrEqual(25);
  });

  it("gives no message with a field's wire name, an internal term or zod's default wording", () => {
    const offending: string[] = [];
    let walked = 0;
    for (const [name, schema] of requestSchemas) {
      for (const [message, where] of walk(name, schema)) {
        walked += 1;
        const problems = problemsOf(message);
        if (problems.length > 0) offending.push(`${where}: "${message}" (${problems.join(", ")})`);
      }
    }
    for (const [name, body] of CROSS_FIELD) {
      const schema = requestSchemas.find(([found]) => found === name)?.[1];
      expect(schema, name).toBeDefined();
      const messages = messagesOf(schema as Walkable, body);
      expect(messages.length, `${name} ${JSON.stringify(body)} is refused`).toBeGreaterThan(0);
      for (const message of messages) {
        walked += 1;
        const problems = problemsOf(message);
        if (problems.length > 0) offending.push(`${name} ${JSON.stringify(body)}: "${message}" (${problems.join(", ")})`);
      }
    }
    expect(walked).toBeGreaterThan(150);
    expect(offending).toEqual([]);
  });

  it("catches a message that names a field or an internal term (the check itself)", () => {
    expect(problemsOf("advance_percent must be a whole number from 0 to 100")).toContain("a snake_case name");
    expect(problemsOf("currentPassword is required")).toContain("a camelCase name");
    expect(problemsOf("Send the preview id the preview gave: the token is stale")).toContain("an internal term");
    expect(problemsOf("status must be one of received, answered")).toContain("a list of allowed values in code");
    expect(problemsOf("Invalid input: expected string, received undefined")).toContain("zod's default wording");
    expect(problemsOf("Choose the advance as a whole percentage from 0 to 100")).toEqual([]);
  });

  it("keeps the machine-readable field and code beside the words", () => {
    const parsed = enquiryRequest.safeParse({ name: "Ayesha", email: "not an address", subject: "Hessian", message: "Please quote 20 MT" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(describeFailure(parsed.error)).toEqual({ success: false, msg: "Enter an email address such as name@example.com", field: "email", code: "invalid_input" });
    const unknown = contract.accountDetailsRequest.safeParse({ company: "Jute Traders", country: "Germany", colour: "red", size: "L" });
    expect(unknown.success).toBe(false);
    if (!unknown.success) expect(problemsOf(describeIssues(unknown.error))).toEqual([]);
  });

  it("names the fields a request does not take in field and unknown_fields, never in the words", () => {
    const unknown = contract.accountDetailsRequest.safeParse({ company: "Jute Traders", colour: "red", country: "Germany", size: "L" });
    expect(unknown.success).toBe(false);
    if (unknown.success) return;
    expect(describeFailure(unknown.error)).toEqual({
      success: false,
      msg: "The request holds something this form does not ask for",
      field: "colour",
      unknown_fields: ["colour", "size"],
      code: "invalid_input",
    });
    const nested = contract.faresPreviewRequest.safeParse({ fares: [{ truck_fare_id: "1", fare: "19.5", note: "x" }], effective_from: "2031-01-01" });
    expect(nested.success).toBe(false);
    if (!nested.success) expect(describeFailure(nested.error)).toMatchObject({ field: "fares.0.note", unknown_fields: ["fares.0.note"] });
  });
});
