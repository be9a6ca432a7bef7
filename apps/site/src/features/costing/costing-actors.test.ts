/**
 * The network actors' bodies of the price lookup, against a fake API client: which calls they
 * make, what they return, the lists that fail (logged, left empty) and the ended session.
 */
import type { ApiClient, ApiResult } from "@jute/api/client";
import type { ProductSize, TruckFare } from "@jute/api/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bagRow } from "../../shared/flows/testing/fixtures";

const fake = {
  getProductSizes: vi.fn<ApiClient["getProductSizes"]>(),
  getPorts: vi.fn<ApiClient["getPorts"]>(),
  lookupPrices: vi.fn<ApiClient["lookupPrices"]>(),
};
vi.mock("../../shared/api/client", () => ({ apiClient: async () => fake }));

const { loadProductOptions } = await import("./costing-product/costing-product.machine");
const { runLookup } = await import("./price-lookup");
const { setLogSink } = await import("../../shared/flows/log");
const { readSession, ...session } = await import("../../shared/session/stored-session");

const sizes: ProductSize[] = [{ product_size_id: "10", category_id: "2", sub_category_id: "", size: "6", unit: "mm" }];
const ports: TruckFare[] = [{ truck_fare_id: "1", location: "Chattogram Port" }];
const ok = <T>(data: T): ApiResult<T> => ({ kind: "ok", data, msg: "Data Found" });

let logged: string[] = [];
let restoreLog: () => void = () => {};
beforeEach(() => {
  logged = [];
  restoreLog = setLogSink((message) => logged.push(message));
  for (const mock of Object.values(fake)) mock.mockReset();
});
afterEach(() => restoreLog());

describe("loadProductOptions", () => {
  it("asks for the sizes of the page's category and sub-category, and the ports", async () => {
    fake.getProductSizes.mockResolvedValue(ok(sizes));
    fake.getPorts.mockResolvedValue(ok(ports));
    expect(await loadProductOptions({ category_id: "2", sub_category_id: "11", withSizes: true })).toEqual({ sizes, ports });
    expect(fake.getProductSizes).toHaveBeenCalledWith({ category_id: "2", sub_category_id: "11" });
    expect(logged).toEqual([]);
  });

  it("does not ask for sizes on a page without them", async () => {
    fake.getPorts.mockResolvedValue(ok(ports));
    expect(await loadProductOptions({ category_id: "3", sub_category_id: null, withSizes: false })).toEqual({ sizes: [], ports });
    expect(fake.getProductSizes).not.toHaveBeenCalled();
  });

  it("leaves a list that fails empty, and logs it", async () => {
    fake.getProductSizes.mockResolvedValue({ kind: "failed", reason: "network", msg: "The server could not be reached" });
    fake.getPorts.mockResolvedValue({ kind: "refused", msg: "Too many requests", status: 429 });
    expect(await loadProductOptions({ category_id: "2", sub_category_id: "11", withSizes: true })).toEqual({ sizes: [], ports: [] });
    expect(logged).toEqual(["costing: the sizes could not be loaded", "costing: the ports could not be loaded"]);
  });
});

describe("runLookup", () => {
  it("sends the query and returns the reply as it came", async () => {
    fake.lookupPrices.mockResolvedValue(ok([bagRow]));
    expect(await runLookup({ category_id: "3", sub_category_id: "14" })).toEqual(ok([bagRow]));
    expect(fake.lookupPrices).toHaveBeenCalledWith({ category_id: "3", sub_category_id: "14" });
    expect(session.isSessionEnded()).toBe(false);
  });

  it("ends the session when the server no longer accepts the token: the token is forgotten", async () => {
    session.writeSession({ name: "Karim" }, "old-token");
    expect(readSession()?.token).toBe("old-token");
    fake.lookupPrices.mockResolvedValue({ kind: "ok", data: [{ ...bagRow, cost: null }], msg: "Data Found", sessionEnded: true });
    const result = await runLookup({ category_id: "3" });
    expect(result.kind === "ok" && result.data[0]?.cost).toBeNull();
    expect(readSession()).toBeNull();
    expect(session.isSessionEnded()).toBe(true);
    // A login starts a new session.
    session.writeSession({ name: "Karim" }, "new-token");
    expect(session.isSessionEnded()).toBe(false);
  });
});
