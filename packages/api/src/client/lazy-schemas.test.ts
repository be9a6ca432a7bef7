import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as zod from "zod/mini";

let server: Server | undefined;

afterEach(async () => {
  vi.doUnmock("zod/mini");
  vi.resetModules();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A throwaway API answering every call with `body`; returns its base URL. */
async function answering(body: unknown): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
}

/**
 * The client module with zod's `object` counted: each reply schema is an object schema, so the
 * keys of every object built tell which replies the client has prepared.
 */
async function countedClient() {
  vi.resetModules();
  const built: string[] = [];
  vi.doMock("zod/mini", async (importOriginal) => {
    const z = await importOriginal<typeof zod>();
    const object: typeof z.object = (shape, params) => {
      built.push(Object.keys(shape ?? {}).join(","));
      return z.object(shape, params);
    };
    return { ...z, object };
  });
  const { createApiClient } = await import("./index");
  return { createApiClient, built };
}

describe("the client's reply schemas", () => {
  it("are not built when the client loads, only when a reply of their kind arrives", async () => {
    const { createApiClient, built } = await countedClient();
    const baseURL = await answering({ success: true, msg: "Data Found", data: [{ truck_fare_id: "1", location: "Chattogram" }] });
    const client = createApiClient({ baseURL });
    expect(built).toEqual([]);

    const ports = await client.getPorts();
    expect(ports).toEqual({ kind: "ok", data: [{ truck_fare_id: "1", location: "Chattogram" }], msg: "Data Found" });
    // The port list's reply and its item; nothing for quotes, members or categories.
    expect(built).toEqual(["truck_fare_id,location", "success,msg,data"]);

    await client.getPorts();
    expect(built).toHaveLength(2);
  });
});
