import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categoryReply,
  childCategoryReply,
  costListReply,
  productSizeReply,
  subCategoryReply,
  truckFareReply,
  type CostResult,
} from "@jute/api/contract";
import { bearer, buildTestServer, defaultEngines, engines, form, memberToken, type TestServer } from "./helper";

describe.each(defaultEngines)("the catalogue and price calls on %s", (engine) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await buildTestServer({ engine });
    token = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  const request = (fields: Record<string, string>, headers: Record<string, string> = {}) => server.app.inject(form(fields, headers));
  const list = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await request({ type: "list", ...fields }, headers);
    expect(response.statusCode).toBe(200);
    return costListReply().parse(response.json()).data;
  };

  it("lists the categories with the ids the routing rules depend on", async () => {
    const response = await request({ type: "category" });
    expect(response.statusCode).toBe(200);
    const reply = categoryReply().parse(response.json());
    expect(reply.success).toBe(true);
    expect(reply.data.map((entry) => entry.category_id)).toEqual(["1", "2", "3", "4", "5", "6", "8"]);
    expect(reply.data.find((entry) => entry.category_id === "8")?.img).toBe("");
  });

  it("lists sub-categories of a category, of a child category, or one by id", async () => {
    const yarn = subCategoryReply().parse((await request({ type: "sub_category", category_id: "1" })).json()).data;
    expect(yarn.map((entry) => entry.sub_category_name)).toEqual(["CRX", "Sacking", "Hessian", "CB", "CRT"]);

    const sackingBags = subCategoryReply().parse((await request({ type: "sub_category", category_id: "3", child_category_id: "1" })).json()).data;
    expect(sackingBags.map((entry) => entry.sub_category_id)).toEqual(["6", "7", "8", "9", "10"]);
    expect(sackingBags.every((entry) => entry.child_category_name === "Sacking Bags")).toBe(true);

    const one = subCategoryReply().parse((await request({ type: "sub_category", sub_category_id: "26" })).json()).data;
    expect(one).toHaveLength(1);
    expect(one[0]?.category_id).toBe("6");
    expect(one[0]?.description.length).toBeGreaterThan(10);
  });

  it("lists child categories, ports and sizes", async () => {
    const cloth = childCategoryReply().parse((await request({ type: "child_category", category_id: "4" })).json()).data;
    expect(cloth.map((entry) => [entry.child_category_id, entry.child_category_name])).toEqual([
      ["1", "Jute Tarpaulin Cloth"],
      ["3", "Sacking Cloth"],
      ["4", "Carpet Backing Cloth"],
      ["5", "Hessian Cloth"],
    ]);

    const ports = truckFareReply().parse((await request({ type: "truck_fare" })).json()).data;
    expect(ports.map((port) => port.truck_fare_id)).toEqual(["1", "2", "3", "4", "5"]);
    expect(ports[0]?.location).toBe("Chattogram Port");
    // The fare is a cost component and stays on the server.
    expect(Object.keys(ports[0] ?? {})).toEqual(["truck_fare_id", "location"]);

    const soil = productSizeReply().parse((await request({ type: "product_size", category_id: "5" })).json()).data;
    expect(soil.map((size) => `${size.size} ${size.unit}`)).toEqual(["500 gsm", "750 gsm"]);

    // Rope diameters are category-wide and apply to every rope.
    const rope = productSizeReply().parse((await request({ type: "product_size", category_id: "2", sub_category_id: "12" })).json()).data;
    expect(rope.map((size) => size.size)).toEqual(["6", "10", "16"]);
  });

  it("quotes the yarn of the acceptance case to a member, and hides it from a visitor", async () => {
    const query = { category_id: "1", sub_category_id: "1", count: "8", ply: "2", oil: "VOT", company_id: "2", truck_fare_id: "1" };
    const member = await list(query, bearer(token));
    expect(member).toHaveLength(1);
    const quote = member[0] as CostResult;
    expect(quote).toMatchObject({ sub_category: "CRX", company: "OJML", unit: "MT", currency: "USD" });
    expect(quote.items[0]).toEqual({ cost_count: "8", ply: "2", oil: "VOT", location: "Chattogram Port" });
    expect(typeof quote.cost).toBe("number");
    expect(quote.cost).toBeGreaterThanOrEqual(1300);
    expect(quote.cost).toBeLessThanOrEqual(1800);

    const visitor = await list(query);
    expect(visitor).toHaveLength(1);
    expect(visitor[0]?.cost).toBeNull();
    expect({ ...visitor[0], cost: 0 }).toEqual({ ...quote, cost: 0 });
  });

  it("adds the port's truck fare for the weight of one unit", async () => {
    const chattogram = (await list({ sub_category_id: "1", count: "8", ply: "2", oil: "VOT", company_id: "2", truck_fare_id: "1" }, bearer(token)))[0];
    const benapole = (await list({ sub_category_id: "1", count: "8", ply: "2", oil: "VOT", company_id: "2", truck_fare_id: "3" }, bearer(token)))[0];
    // A tonne of yarn: Benapole's fare is 8 USD a tonne more than Chattogram's.
    expect(Number(((benapole?.cost ?? 0) - (chattogram?.cost ?? 0)).toFixed(2))).toBe(8);
  });

  it("ignores the fields the page leaves empty and narrows by every field given", async () => {
    const all = await list({ sub_category_id: "1", count: "", ply: "", oil: "", company_id: "", truck_fare_id: "", product_size_id: "" });
    expect(all).toHaveLength(5 * 2 * 2 * 2 * 5); // counts x plies x oils x companies x ports

    const narrowed = [
      await list({ sub_category_id: "1", company_id: "1" }),
      await list({ sub_category_id: "1", ply: "1" }),
      await list({ sub_category_id: "1", oil: "MOT" }),
      await list({ sub_category_id: "1", count: "8" }),
      await list({ sub_category_id: "1", truck_fare_id: "2" }),
    ];
    for (const rows of narrowed) expect(rows).toHaveLength(all.length / (rows === narrowed[3] ? 5 : rows === narrowed[4] ? 5 : 2));
    expect(narrowed[0]?.every((row) => row.company_id === "1")).toBe(true);
    expect(narrowed[1]?.every((row) => row.items[0]?.ply === "1")).toBe(true);
    expect(narrowed[2]?.every((row) => row.items[0]?.oil === "MOT")).toBe(true);
    expect(narrowed[3]?.every((row) => row.items[0]?.cost_count === "8")).toBe(true);
    expect(narrowed[4]?.every((row) => row.items[0]?.location === "Mongla Port")).toBe(true);
  });

  it("accepts the count as cost_count, as some of the original's pages send it", async () => {
    const byCount = await list({ sub_category_id: "3", count: "11.5", company_id: "1", truck_fare_id: "1" });
    const byCostCount = await list({ sub_category_id: "3", cost_count: "11.5", company_id: "1", truck_fare_id: "1" });
    expect(byCount).toHaveLength(4);
    expect(byCostCount).toEqual(byCount);
    expect(byCount[0]?.items[0]?.cost_count).toBe("11.5");
  });

  it("quotes sized products with the size and its unit", async () => {
    const soil = await list({ category_id: "5", product_size_id: "19", company_id: "1", truck_fare_id: "1" }, bearer(token));
    expect(soil).toHaveLength(1);
    expect(soil[0]).toMatchObject({ size: "750 gsm", unit: "m²", name: "Jute Soil Saver" });
    expect(soil[0]?.cost).toBeGreaterThan(0.8);
    expect(soil[0]?.cost).toBeLessThan(1.2);

    const bags = await list({ category_id: "3", child_category_id: "1", truck_fare_id: "2", company_id: "1" });
    expect(new Set(bags.map((row) => row.sub_category_id))).toEqual(new Set(["6", "7", "8", "9", "10"]));
    expect(bags.every((row) => row.unit === "piece" && row.size.endsWith(" g"))).toBe(true);
  });

  it("answers an empty search with success, no rows and 'No data found'", async () => {
    const response = await request({ type: "list", sub_category_id: "1", count: "96" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, msg: "No data found", data: [] });
  });

  it("uses the newest price in force and ignores one that takes effect later", async () => {
    const query = { sub_category_id: "21", product_size_id: "18", company_id: "1", truck_fare_id: "1" };
    const before = (await list(query, bearer(token)))[0]?.cost ?? 0;
    const { db } = server.database;
    const { prices } = await import("../src/db/schema");
    const base = { companyId: 1, subCategoryId: 21, productSizeId: 18, kgPerUnit: "0.5" };
    await db.insert(prices).values([
      { ...base, exMillUsd: "0.7000", effectiveFrom: "2026-02-01" },
      { ...base, exMillUsd: "9.0000", effectiveFrom: "2999-01-01" },
    ]);
    const after = await list(query, bearer(token));
    expect(after).toHaveLength(1);
    // 0.70 ex-mill + 18 USD/t to Chattogram x 0.5 kg = 0.709, rounded to cents.
    expect(after[0]?.cost).toBe(0.71);
    expect(after[0]?.cost).not.toBe(before);
    expect(after[0]?.effective_from).toBe("2026-02-01");
  });

  it("marks price replies as never to be stored", async () => {
    const response = await request({ type: "list", sub_category_id: "1", count: "8" }, bearer(token));
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("gives prices only for a live token, not a forged or malformed one", async () => {
    const query = { type: "list", sub_category_id: "21", truck_fare_id: "1" };
    for (const header of [bearer("forged-token-forged-token-forged"), { authorization: "Basic abc" }, { authorization: `Bearer ${token}x` }]) {
      const rows = costListReply().parse((await request(query, header)).json()).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.cost === null)).toBe(true);
    }
  });
});

describe("the seed catalogue's images", () => {
  it("are all shipped by the site", async () => {
    const { existsSync } = await import("node:fs");
    const path = await import("node:path");
    const { seedCategories, seedChildCategories, seedSubCategories } = await import("../src/db/seed-data");
    const { defaultSiteDir } = await import("../src/paths");
    const publicDir = path.resolve(defaultSiteDir, "../public");
    const images = [...seedCategories, ...seedChildCategories, ...seedSubCategories].map((entry) => entry.img).filter((img) => img !== "");
    expect(images.length).toBeGreaterThan(20);
    const missing = images.filter((img) => !existsSync(path.join(publicDir, img)));
    expect(missing).toEqual([]);
  });
});

describe.each(engines)("the in-memory catalogue on %s is never stale", (engine) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
    token = await memberToken(server.app);
  });
  afterAll(async () => server.close());

  const quote = async (fields: Record<string, string>, auth = bearer(token)) =>
    costListReply().parse((await server.app.inject(form({ type: "list", ...fields }, auth))).json()).data[0]?.cost;
  const yarn = { sub_category_id: "5", count: "16", ply: "1", oil: "MOT", company_id: "1", truck_fare_id: "2" };

  it("serves a price changed directly in the database at once", async () => {
    const before = (await quote(yarn)) ?? 0;
    await server.database.db.execute(sql`update prices set ex_mill_usd = ex_mill_usd + 100 where sub_category_id = 5 and yarn_count = 16 and ply = 1 and oil = 'MOT' and company_id = 1`);
    expect(await quote(yarn)).toBe(Number((before + 100).toFixed(2)));
  });

  it("serves a changed truck fare at once", async () => {
    const before = (await quote(yarn)) ?? 0;
    await server.database.db.execute(sql`update truck_fares set usd_per_tonne = usd_per_tonne + 5 where id = 2`);
    // One tonne of yarn: the fare is added once.
    expect(await quote(yarn)).toBe(Number((before + 5).toFixed(2)));
  });

  it("refuses a token revoked directly in the database at once", async () => {
    const fresh = await memberToken(server.app);
    expect(typeof (await quote(yarn, bearer(fresh)))).toBe("number");
    await server.database.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`);
    expect(await quote(yarn, bearer(fresh))).toBeNull();
    token = await memberToken(server.app);
  });
});
