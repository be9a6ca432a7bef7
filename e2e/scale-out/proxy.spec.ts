/**
 * The site driven in Chromium through Debian's nginx in front of two server instances on one
 * PostgreSQL (the stack of apps/server/test/proxy-scale-out.test.ts, here with the built
 * site): a visitor signs up through instance A, logs in through instance B and sees a price;
 * logging out through A, the token is refused by both. Each page's requests carry the
 * X-Test-Instance header that makes nginx pick one instance, and nginx's X-Test-Upstream
 * on the API replies proves which one answered. Needs `pnpm build` (the site) and nginx.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import { startNginx, type Nginx } from "../../apps/server/test/nginx";
import { createDatabaseOn, startCluster, type Cluster } from "../../apps/server/test/pg-cluster";
import { buildServerBundle, postForm, startServerProcess, type ServerProcess } from "../../apps/server/test/processes";
import { choose, logIn, PASSWORD, uniqueEmail } from "../flows/helpers";

const siteDir = fileURLToPath(new URL("../../apps/site/dist", import.meta.url));

test.describe.configure({ mode: "serial", timeout: 180_000 });

let cluster: Cluster | undefined;
let servers: ServerProcess[] = [];
let nginx: Nginx | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const adminUrl = process.env.TEST_DATABASE_URL ?? (cluster = await startCluster()).adminUrl;
  const databaseUrl = await createDatabaseOn(adminUrl, "jute_e2e_proxy");
  await buildServerBundle();
  const env = { DATABASE_URL: databaseUrl, SITE_DIR: path.resolve(siteDir), TRUST_PROXY: "127.0.0.1" };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  nginx = await startNginx(servers.map((server) => server.port));
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop("SIGTERM")));
  cluster?.destroy();
});

/** A page whose every request goes through nginx to one instance ("a" or "b"). */
async function pageOn(browser: Browser, instance: "a" | "b"): Promise<Page> {
  const context = await browser.newContext({ baseURL: nginx?.base, extraHTTPHeaders: { "x-test-instance": instance }, reducedMotion: "reduce" });
  return context.newPage();
}

const upstreamOf = (response: Response) => response.headers()["x-test-upstream"];
const instancePort = (index: number) => `127.0.0.1:${servers[index]?.port}`;

test("sign up through one instance, log in through the other and see a price, log out: refused by both", async ({ browser }) => {
  const email = uniqueEmail("proxy");

  const onA = await pageOn(browser, "a");
  await onA.goto("/register");
  await onA.getByRole("textbox", { name: /Full Name/ }).fill("Selina Akter");
  await onA.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await onA.getByLabel(/^Enter Password/).fill(PASSWORD);
  await onA.getByLabel(/^Confirm Password/).fill(PASSWORD);
  const registered = onA.waitForResponse((response) => response.url().endsWith("/api/api_register"));
  await onA.getByRole("button", { name: "Sign Up" }).click();
  expect((await registered).status()).toBe(201);
  expect(upstreamOf(await registered)).toBe(instancePort(0));
  await expect(onA).toHaveURL(/\/login$/);

  const onB = await pageOn(browser, "b");
  await onB.goto("/login");
  const loggedIn = onB.waitForResponse((response) => response.url().endsWith("/api/api_login"));
  await logIn(onB, email);
  expect((await loggedIn).status()).toBe(200);
  expect(upstreamOf(await loggedIn)).toBe(instancePort(1));
  await expect(onB.getByRole("banner").getByText("Selina Akter")).toBeVisible();

  // A price, served by B to the member.
  await onB.goto("/");
  await expect(onB.getByRole("heading", { level: 1 })).toBeVisible();
  // The prerendered page's menu buttons answer once its script has run.
  await onB.waitForLoadState("networkidle");
  await onB.getByRole("banner").getByRole("button", { name: "Products Cost" }).click();
  await onB.getByRole("menu").getByRole("menuitem", { name: "Jute Yarn" }).click();
  await onB.getByRole("list", { name: "Jute Yarn" }).getByRole("link", { name: "CRX" }).click();
  await choose(onB, /Count/, "8");
  await onB.getByRole("button", { name: "Submit" }).click();
  await expect(onB.getByRole("region", { name: /CRX/ }).getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();

  // The token B's page holds, logged out through A: both refuse it.
  const token = await onB.evaluate(() => localStorage.getItem("token"));
  expect(token).toEqual(expect.any(String));
  const logout = await onA.request.post("/api/api_logout", { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  expect(logout.headers()["x-test-upstream"]).toBe(instancePort(0));
  for (const server of servers) {
    const reply = await postForm(server.base, { type: "list", sub_category_id: "1", truck_fare_id: "1" }, { authorization: `Bearer ${token}` });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body).data.every((row: { cost: unknown }) => row.cost === null)).toBe(true);
  }
  await onA.context().close();
  await onB.context().close();
});
