import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/env";

describe("configuration from the environment", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", databaseUrl: undefined, serviceCredentials: undefined, tokenTtlSeconds: 604_800 });
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("reads every variable and treats empty ones as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/jute",
      DATABASE_URL: "postgres://jute@127.0.0.1:5432/jute",
      SERVICE_USER: "site",
      SERVICE_PASSWORD: "pw",
      TOKEN_TTL_SECONDS: "3600",
      SITE_DIR: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/tmp/jute",
      databaseUrl: "postgres://jute@127.0.0.1:5432/jute",
      serviceCredentials: { user: "site", password: "pw" },
      tokenTtlSeconds: 3600,
      siteDir: undefined,
    });
  });

  it("stops with a message naming each bad value", () => {
    const attempt = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", TOKEN_TTL_SECONDS: "5", SERVICE_USER: "only-user" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: must be a number \(got "eighty"\)/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
      expect(message).toMatch(/TOKEN_TTL_SECONDS: must be at least 60/);
      expect(message).toMatch(/SERVICE_USER and SERVICE_PASSWORD must be set together/);
    }
  });
});
