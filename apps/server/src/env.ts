/**
 * The server's configuration, read from the environment in this one place and validated at
 * start, so that a bad value stops the server with a message that names it.
 */
import path from "node:path";
import { z } from "zod";
import { particulars } from "@jute/api/company";
import { THREAD_MESSAGES_PER_HOUR } from "@jute/api/contract";
import { DEFAULT_TIME_ZONE, isTimeZone } from "@jute/api/mill-day";
import { defaultHashConcurrency } from "./domain/accounts/hash-gate";
import { parsePublicUrl, parseTrustProxy } from "./env-hardening";

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const positiveInt = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** An address, optionally with a display name: `a@b.example` or `Jute Mills <a@b.example>`. */
const mailAddress = z
  .string()
  .max(320, "must be at most 320 characters")
  .regex(/^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, "must be an email address, optionally as Name <address>");

/** One line of the mill's bank details, as the proforma prints it. */
const bankLine = z.string().max(200, "must be at most 200 characters").regex(/^[^\r\n]+$/, "must be one line");

/**
 * Each mill's registered numbers, printed on its proformas and in mail footers:
 * MILL_<CODE>_TRADE_LICENCE, _ERC, _BIN and _ETIN (MILL_SJSML_BIN...). Settings, not source:
 * the mill changes them without a rebuild. Unset, making an offer is refused (offer-making.ts).
 */
const REGISTERED_SETTINGS = { TRADE_LICENCE: "tradeLicence", ERC: "exportRegistration", BIN: "vatRegistration", ETIN: "taxId" } as const;
type RegisteredKey = (typeof REGISTERED_SETTINGS)[keyof typeof REGISTERED_SETTINGS];
export const registeredSetting = (code: string, suffix: keyof typeof REGISTERED_SETTINGS) => `MILL_${code}_${suffix}`;
const registeredSettings = Object.fromEntries(
  particulars.mills.flatMap((mill) => Object.keys(REGISTERED_SETTINGS).map((suffix) => [registeredSetting(mill.code, suffix as keyof typeof REGISTERED_SETTINGS), bankLine.optional()])),
) as Record<string, z.ZodOptional<typeof bankLine>>;

const schema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    SITE_DIR: z.string().min(1).optional(),
    SERVICE_USER: z.string().min(1).optional(),
    SERVICE_PASSWORD: z.string().min(1).optional(),
    TOKEN_TTL_SECONDS: positiveInt(60, 60 * 60 * 24 * 90).default(60 * 60 * 24 * 7),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    LOGIN_LIMIT_PER_MINUTE: positiveInt(1, 100_000).default(20),
    REGISTER_LIMIT_PER_HOUR: positiveInt(1, 100_000).default(20),
    ACCOUNT_FAILURES_BEFORE_LOCK: positiveInt(1, 1000).default(5),
    ACCOUNT_LOCK_SECONDS: positiveInt(1, 86_400).default(15 * 60),
    REQUEST_TIMEOUT_MS: positiveInt(1000, 600_000).default(15_000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587")
      .optional(),
    MAIL_FROM: mailAddress.optional(),
    MAIL_TO: mailAddress.optional(),
    MAIL_RETRY_MAX_SECONDS: positiveInt(1, 86_400).default(600),
    ENQUIRY_LIMIT_PER_HOUR: positiveInt(1, 100_000).default(10),
    THREAD_LIMIT_PER_HOUR: positiveInt(1, 100_000).default(THREAD_MESSAGES_PER_HOUR),
    ACK_LIMIT_PER_DAY: positiveInt(0, 1000).default(3),
    TRUST_PROXY: z.string().default("false"),
    PUBLIC_URL: z.string().optional(),
    HASH_CONCURRENCY: positiveInt(1, 64).optional(),
    HASH_QUEUE: positiveInt(0, 10_000).optional(),
    RESET_LIMIT_PER_HOUR: positiveInt(1, 100_000).default(10),
    RESET_EMAIL_LIMIT_PER_HOUR: positiveInt(1, 1000).default(3),
    ADDRESS_LINK_HOURS: positiveInt(1, 720).default(24),
    ADDRESS_LINK_RESEND_PER_HOUR: positiveInt(1, 1000).default(3),
    MAIL_REPLY_TO: mailAddress.optional(),
    MILL_BANK_NAME: bankLine.optional(),
    MILL_BANK_BRANCH: bankLine.optional(),
    MILL_BANK_ACCOUNT_NAME: bankLine.optional(),
    MILL_BANK_ACCOUNT_NUMBER: bankLine.optional(),
    MILL_BANK_SWIFT: z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "must be a SWIFT/BIC code of 8 or 11 letters and digits")
      .optional(),
    VERIFY_LIMIT_PER_HOUR: positiveInt(1, 100_000).default(30),
    OFFER_REMINDER_DAYS: positiveInt(0, 60).default(3),
    PDF_LIMIT_PER_MINUTE: positiveInt(1, 100_000).default(30),
    MILL_TIME_ZONE: z
      .string()
      .refine(isTimeZone, "must be a time zone name such as Asia/Dhaka or UTC")
      .default(DEFAULT_TIME_ZONE),
  });
const registeredSchema = z.object(registeredSettings);

/** A limit of `max` requests per key within `timeWindow` milliseconds (@fastify/rate-limit's words). */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type LogFormat = "json" | "pretty";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The built site to serve; undefined serves the API alone. */
  siteDir: string | undefined;
  serviceCredentials: { user: string; password: string } | undefined;
  tokenTtlSeconds: number;
  logLevel: string;
  /** JSON lines for machines, or human lines; unset: human at a terminal, JSON otherwise. */
  logFormat: LogFormat;
  loginLimitPerMinute: number;
  registerLimitPerHour: number;
  accountFailuresBeforeLock: number;
  accountLockSeconds: number;
  requestTimeoutMs: number;
  /** Mail goes out over SMTP only when this is set; otherwise it waits in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the mill receives enquiries. */
  mailTo: string;
  /** Longest wait between two attempts to send one mail. */
  mailRetryMaxMs: number;
  /** Contact enquiries and quote requests one client (clientKey) may send in an hour, both together. */
  enquiryLimitPerHour: number;
  /** Messages one account may post on request threads in an hour. */
  threadLimitPerHour: number;
  /** How long an address confirmation link lasts (mail on: domain/accounts/address-links.ts). */
  addressLinkHours: number;
  /** Acknowledgements one recipient mailbox may get in 24 hours (past that the enquiry is still taken). */
  ackLimitPerDay: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  /** The public origin for canonical links, sitemap.xml and robots.txt; undefined: as built. */
  publicUrl: string | undefined;
  /** Password hashes run at once, and waiting, before 503 (src/domain/accounts/hash-gate.ts). */
  hashConcurrency: number;
  hashQueue: number;
  /** Where links in mail (a password reset) point: PUBLIC_URL, or this machine on PORT. */
  siteUrl: string;
  /** Reset requests per client address, and per email, in an hour. */
  resetLimitPerHour: number;
  resetEmailLimitPerHour: number;
  /**
   * The limits above with their windows, as the routes and services apply them: the one place
   * a window's length is written.
   */
  /** The mill's zone: "today" for prices, fares and schedules, and the times staff see. */
  millTimeZone: string;
  limits: {
    /** Per client address: logins (and password changes), registrations, enquiries, reset requests. */
    login: RateLimit;
    register: RateLimit;
    enquiry: RateLimit;
    reset: RateLimit;
    /** Reset requests per email. */
    resetEmail: RateLimit;
    /** "Send the link again" per mailbox (ADDRESS_LINK_RESEND_PER_HOUR). */
    addressLinkResend: RateLimit;
    /** Failed password attempts per account before it is locked, and for how long. */
    lockout: { maxFailures: number; lockSeconds: number };
  };
  /** Reply-To of every mail to a buyer: MAIL_REPLY_TO, or the group's sales address. */
  mailReplyTo: string;
  /** The mill's bank account as the proforma and the verify page show it (MILL_BANK_*; "" where unset). */
  bank: { bankName: string; branch: string; accountName: string; accountNumber: string; swift: string };
  /** Each mill's registered numbers by its code (MILL_<CODE>_TRADE_LICENCE, _ERC, _BIN, _ETIN; "" where unset). */
  registered: Record<string, Record<RegisteredKey, string>>;
  /** Verification codes one address may look up in an hour (wrong and right alike). */
  verifyLimitPerHour: number;
  /** Days before an open offer expires that its buyer is reminded, once (0: never). */
  offerReminderDays: number;
  /** PDFs (spec sheets, a member's proforma) and data exports one client may fetch in a minute. */
  pdfLimitPerMinute: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** A bad value as the error shows it; SMTP_URL may hold a password, so it is not repeated. */
const shown = (name: string, value: string | undefined) => (name === "SMTP_URL" ? "a value that is not an SMTP URL" : JSON.stringify(value));

/** Reads the configuration; throws a ConfigError listing every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { siteDir?: string; /** Whether the log goes to a terminal (human lines unless LOG_FORMAT says). */ terminal?: boolean } = {},
): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(blankless);
  const registeredParsed = registeredSchema.safeParse(blankless);
  const lines = [...(parsed.success ? [] : parsed.error.issues), ...(registeredParsed.success ? [] : registeredParsed.error.issues)].map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message} (got ${shown(String(issue.path[0]), env[String(issue.path[0])])})`,
  );
  // Checked apart from the schema so that it is reported alongside any other bad value.
  if (("SERVICE_USER" in blankless) !== ("SERVICE_PASSWORD" in blankless)) {
    lines.push("  SERVICE_USER, SERVICE_PASSWORD: SERVICE_USER and SERVICE_PASSWORD must be set together");
  }
  if ("SMTP_URL" in blankless && !("MAIL_FROM" in blankless && "MAIL_TO" in blankless)) {
    lines.push("  MAIL_FROM, MAIL_TO: both must be set when SMTP_URL is set");
  }
  const trustProxy = parseTrustProxy(blankless.TRUST_PROXY);
  if ("error" in trustProxy) lines.push(`  TRUST_PROXY: ${trustProxy.error} (got ${JSON.stringify(env.TRUST_PROXY)})`);
  const publicUrl = parsePublicUrl(blankless.PUBLIC_URL);
  if ("error" in publicUrl) lines.push(`  PUBLIC_URL: ${publicUrl.error} (got ${JSON.stringify(env.PUBLIC_URL)})`);
  if (!parsed.success || !registeredParsed.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    siteDir: value.SITE_DIR ? path.resolve(value.SITE_DIR) : defaults.siteDir,
    serviceCredentials:
      value.SERVICE_USER !== undefined && value.SERVICE_PASSWORD !== undefined
        ? { user: value.SERVICE_USER, password: value.SERVICE_PASSWORD }
        : undefined,
    tokenTtlSeconds: value.TOKEN_TTL_SECONDS,
    logLevel: value.LOG_LEVEL,
    logFormat: value.LOG_FORMAT ?? (defaults.terminal ? "pretty" : "json"),
    loginLimitPerMinute: value.LOGIN_LIMIT_PER_MINUTE,
    registerLimitPerHour: value.REGISTER_LIMIT_PER_HOUR,
    accountFailuresBeforeLock: value.ACCOUNT_FAILURES_BEFORE_LOCK,
    accountLockSeconds: value.ACCOUNT_LOCK_SECONDS,
    requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? "Jute mill website <no-reply@localhost>",
    mailTo: value.MAIL_TO ?? "enquiries@localhost",
    mailRetryMaxMs: value.MAIL_RETRY_MAX_SECONDS * 1000,
    enquiryLimitPerHour: value.ENQUIRY_LIMIT_PER_HOUR,
    threadLimitPerHour: value.THREAD_LIMIT_PER_HOUR,
    ackLimitPerDay: value.ACK_LIMIT_PER_DAY,
    addressLinkHours: value.ADDRESS_LINK_HOURS,
    trustProxy: "value" in trustProxy ? trustProxy.value : false,
    publicUrl: "value" in publicUrl ? publicUrl.value : undefined,
    hashConcurrency: value.HASH_CONCURRENCY ?? defaultHashConcurrency(),
    hashQueue: value.HASH_QUEUE ?? 4 * (value.HASH_CONCURRENCY ?? defaultHashConcurrency()),
    siteUrl: ("value" in publicUrl ? publicUrl.value : undefined) ?? `http://localhost:${value.PORT}`,
    resetLimitPerHour: value.RESET_LIMIT_PER_HOUR,
    resetEmailLimitPerHour: value.RESET_EMAIL_LIMIT_PER_HOUR,
    millTimeZone: value.MILL_TIME_ZONE,
    limits: {
      login: { max: value.LOGIN_LIMIT_PER_MINUTE, timeWindow: MINUTE_MS },
      register: { max: value.REGISTER_LIMIT_PER_HOUR, timeWindow: HOUR_MS },
      enquiry: { max: value.ENQUIRY_LIMIT_PER_HOUR, timeWindow: HOUR_MS },
      reset: { max: value.RESET_LIMIT_PER_HOUR, timeWindow: HOUR_MS },
      resetEmail: { max: value.RESET_EMAIL_LIMIT_PER_HOUR, timeWindow: HOUR_MS },
      addressLinkResend: { max: value.ADDRESS_LINK_RESEND_PER_HOUR, timeWindow: HOUR_MS },
      lockout: { maxFailures: value.ACCOUNT_FAILURES_BEFORE_LOCK, lockSeconds: value.ACCOUNT_LOCK_SECONDS },
    },
    mailReplyTo: value.MAIL_REPLY_TO ?? particulars.salesEmail,
    bank: {
      bankName: value.MILL_BANK_NAME ?? "",
      branch: value.MILL_BANK_BRANCH ?? "",
      accountName: value.MILL_BANK_ACCOUNT_NAME ?? "",
      accountNumber: value.MILL_BANK_ACCOUNT_NUMBER ?? "",
      swift: value.MILL_BANK_SWIFT ?? "",
    },
    registered: Object.fromEntries(
      particulars.mills.map((mill) => [
        mill.code,
        Object.fromEntries(
          Object.entries(REGISTERED_SETTINGS).map(([suffix, key]) => [key, registeredParsed.data[registeredSetting(mill.code, suffix as keyof typeof REGISTERED_SETTINGS)] ?? ""]),
        ) as Record<RegisteredKey, string>,
      ]),
    ),
    verifyLimitPerHour: value.VERIFY_LIMIT_PER_HOUR,
    offerReminderDays: value.OFFER_REMINDER_DAYS,
    pdfLimitPerMinute: value.PDF_LIMIT_PER_MINUTE,
  };
}
