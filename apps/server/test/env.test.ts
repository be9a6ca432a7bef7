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

  it("reads the mail settings, with mail off by default", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailRetryMaxMs: 600_000 });
    const config = loadConfig({ SMTP_URL: "smtp://u:p@mail.example:587", MAIL_FROM: "Jute Mills <web@mill.example>", MAIL_TO: "sales@mill.example", MAIL_RETRY_MAX_SECONDS: "30" });
    expect(config).toMatchObject({ smtpUrl: "smtp://u:p@mail.example:587", mailFrom: "Jute Mills <web@mill.example>", mailTo: "sales@mill.example", mailRetryMaxMs: 30_000 });
  });

  it("names each bad mail setting without repeating an SMTP password", () => {
    const attempt = () => loadConfig({ SMTP_URL: "http://user:secret-pw@mail.example", MAIL_FROM: "not an address", MAIL_RETRY_MAX_SECONDS: "0" });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).toMatch(/MAIL_FROM: must be an email address/);
    expect(message).toMatch(/MAIL_RETRY_MAX_SECONDS: must be at least 1/);
    expect(message).toMatch(/MAIL_FROM, MAIL_TO: both must be set when SMTP_URL is set/);
    expect(message).not.toContain("secret-pw");
  });
});
