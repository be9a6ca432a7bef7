import { expect, test } from "@playwright/test";

test("the server serves the built site and the API on one port", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: "ready" });

  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});

test("an unknown path answers 404 with a page that leads home", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("link", { name: /home/i }).first()).toBeVisible();
});

test("a visitor's price lookup carries no price", async ({ request }) => {
  const reply = await request.post("/api/api_request", { form: { type: "list", sub_category_id: "1", count: "8", truck_fare_id: "1" } });
  expect(reply.status()).toBe(200);
  expect(reply.headers()["cache-control"]).toBe("no-store");
  const body = (await reply.json()) as { data: { cost: number | null }[] };
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.every((row) => row.cost === null)).toBe(true);
});
