/**
 * Builds the Fastify application. Plugins load in a fixed order: external plugins (security
 * headers, compression, body parsers, rate limits), then the app's error handling and
 * services, then the routes, then hosting of the built site.
 */
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { Database } from "./db/database";
import type { Config } from "./env";
import { registerErrorHandling } from "./http/plugins/errors";
import { registerJsonDepthLimit } from "./http/plugins/json-depth";
import { loggingOptions } from "./http/plugins/logging";
import { clientErrorHandler, registerSecurityHeaders, SOCKET_SECURITY_HEADERS } from "./http/plugins/security";
import { registerSite } from "./http/plugins/site";
import { authRoutes } from "./http/routes/auth";
import { catalogueRoutes } from "./http/routes/catalogue";
import { healthRoutes } from "./http/routes/health";
import { enquiryRoutes } from "./http/routes/enquiries";
import { quoteListRoutes } from "./http/routes/quote-list";
import { createQuoteListService } from "./domain/enquiries/quote-list";
import { createAccountLockout, createAttemptCounters } from "./domain/limits/attempt-counters";
import { rateLimitStore } from "./http/plugins/rate-limit-store";
import { staffRoutes } from "./http/routes/staff";
import { createAuthService } from "./domain/accounts/auth";
import { createAddressLinks } from "./domain/accounts/address-links";
import { addressLinkRoutes } from "./http/routes/address-links";
import { particulars } from "@jute/api/company";
import { clientKey } from "./http/client-address";
import { createHashGate } from "./domain/accounts/hash-gate";
import { accountRoutes } from "./http/routes/account";
import { passwordResetRoutes } from "./http/routes/password-reset";
import { myDataRoutes } from "./http/routes/my-data";
import { specSheetRoutes } from "./http/routes/spec-sheets";
import { createMyDataService } from "./domain/privacy/my-data";
import { createRetentionSchedule } from "./domain/privacy/retention-schedule";
import { createAccountService } from "./domain/accounts/accounts";
import { createBackgroundJobs, type BackgroundJobs } from "./domain/background-jobs";
import { passwordProblem } from "./domain/accounts/password-policy";
import { createQueueResetMail } from "./domain/mail/reset-mail";
import { createCatalogueService } from "./domain/catalogue/catalogue";
import { createSpecSheetService } from "./domain/catalogue/spec-sheet";
import { createHealthCheck } from "./domain/health";
import { millClock, type Clock } from "./domain/clock";
import { createMailer } from "./domain/mail/mailer";
import { createEnquiryService } from "./domain/enquiries/enquiries";
import { createPriceListService } from "./domain/price-list/price-list";
import { createStaffInbox } from "./domain/enquiries/staff-inbox";
import { createThreads } from "./domain/enquiries/threads";
import { memberThreadRoutes, staffThreadRoutes } from "./http/routes/threads";
import { createAuditService } from "./domain/audit/audit";
import { createFareService } from "./domain/fares/fares";
import { createMemberAdmin } from "./domain/members/members";
import { failureBody } from "./http/plugins/errors";
import { registerReplyCheck } from "./http/reply-check";
import { createOfferReminders, REMINDER_SWEEP_EVERY_MS } from "./domain/offers/offer-reminders";
import { createOfferService } from "./domain/offers/offers";
import { printedGaps } from "./domain/offers/printed-particulars";
import { memberOfferRoutes, staffOfferRoutes } from "./http/routes/offers";
import { verifyPageRoutes } from "./http/routes/verify-page";
import { contactFormRoutes } from "./http/routes/contact-form";

/**
 * Fastify's trustProxy for TRUST_PROXY (src/env-hardening.ts). A hop count N trusts the
 * socket's peer and the N - 1 hops before it (Fastify's own number option now trusts none).
 */
function trustProxyOption(value: Config["trustProxy"]): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}

/** No call of the API needs more than a few hundred bytes. */
export const BODY_LIMIT = 16 * 1024;
/** How long an idle kept-alive connection stays open: above a proxy's 60 s (see Fastify below). */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Work done after replies (reset mails); tests await `settled()`. */
    backgroundJobs: BackgroundJobs;
  }
}

export async function buildApp(
  config: Config,
  database: Database,
  options: {
    logStream?: { write(line: string): void };
    clock?: Clock;
    /** Refuse (500) any reply outside the contract, and any /api route without a reply schema: the tests' mode. */
    strictReplies?: boolean;
  } = {},
): Promise<FastifyInstance> {
  // The one clock of the domain: which day it is for prices and fares, when a reset link
  // expires, when an enquiry arrived, how long a limit's window lasts (tests inject their own).
  // An injected clock without a zone of its own keeps the configured one (MILL_TIME_ZONE).
  const given = options.clock;
  const clock: Clock = given ? { now: () => given.now(), timeZone: given.timeZone ?? config.millTimeZone } : millClock(config.millTimeZone);
  const app = Fastify({
    // JSON or human lines, one line per request (src/http/plugins/logging.ts).
    ...loggingOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT,
    // Node checks request deadlines only every connectionsCheckingInterval (30 s by default),
    // and while its headersTimeout (60 s by default) exceeds requestTimeout a client that
    // dribbles its body is never cut off: bound both by REQUEST_TIMEOUT_MS and check often
    // (test/limits.test.ts).
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    // An idle kept-alive connection stays open longer than the 60 s a reverse proxy or a load
    // balancer keeps its own (nginx, cloud balancers): the side that closes first must be the
    // client, or a request sent as the server closes is reset (ECONNRESET, a 502 behind a
    // proxy). At 5 s, an API client that paused for five seconds hit exactly that in CI.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    forceCloseConnections: "idle",
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    clientErrorHandler,
    // A path that cannot be decoded (/%ff) is refused by the router before any hook runs:
    // answer it in the API's shape, with the security headers (test/fuzz.test.ts found it).
    frameworkErrors: (error, _request, reply) => {
      const body = failureBody(error.code === "FST_ERR_BAD_URL" ? "The address is malformed" : "The request is not valid", "invalid_input");
      void (reply as FastifyReply).code(400).headers(SOCKET_SECURITY_HEADERS).send(body);
    },
    routerOptions: { ignoreTrailingSlash: true },
  });

  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // Only JSON is accepted, and a form by the two routes that take one (api_request, the contact
  // form's no-script door: each registers @fastify/formbody in its scope); anything else is a 415.
  app.removeContentTypeParser("text/plain");
  // JSON nested past 32 levels is a 400 before it is parsed (src/http/plugins/json-depth.ts).
  registerJsonDepthLimit(app);
  // Rate limits and the lockout count in PostgreSQL, shared by every instance on it (in
  // memory with PGlite, which one process owns): src/domain/limits/attempt-counters.ts.
  const counters = createAttemptCounters(database, clock);
  app.addHook("onClose", async () => counters.close());
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(counters),
    // One bucket per client: an IPv6 /64, an IPv4-mapped address as IPv4, loopback as one.
    keyGenerator: (request) => clientKey(request.ip),
    // Counters in every reply would make two login failures tell apart; Retry-After suffices.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    addHeaders: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false, "retry-after": true },
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests: try again in ${Math.ceil(context.ttl / 1000)} seconds`), { statusCode: 429 }),
  });
  registerErrorHandling(app, { bodyLimit: BODY_LIMIT });
  if (typeof config.trustProxy === "number") {
    // A count trusts whatever the last hops say, so a client that reaches this port without
    // going through the proxies chooses its own address (and its own rate limit bucket).
    app.log.warn(
      `TRUST_PROXY is a hop count (${config.trustProxy}): a client that reaches this port directly, not through the proxy, can pick its own address. Prefer the proxies' addresses (TRUST_PROXY=10.0.0.5 or a CIDR range), or let only the proxy reach this port`,
    );
  }

  const hashGate = createHashGate({ concurrency: config.hashConcurrency, queue: config.hashQueue });
  const lockout = createAccountLockout(counters, config.limits.lockout);
  // With mail on an account proves its address before it logs in; with mail off it acts at once.
  const addressRequired = config.smtpUrl !== undefined;
  const auth = createAuthService(database, { tokenTtlSeconds: config.tokenTtlSeconds, hashGate, lockout, clock, addressRequired });
  const links = createAddressLinks(database.db, {
    required: addressRequired,
    linkHours: config.addressLinkHours,
    siteUrl: config.siteUrl,
    replyTo: config.mailReplyTo,
    millAddresses: [config.mailTo, config.mailFrom, config.mailReplyTo, particulars.email, particulars.salesEmail],
    clock,
  });
  const catalogue = createCatalogueService(database, { clock });
  // Mail goes out through the outbox while the server runs (off, and said so, without SMTP_URL).
  const mailer = createMailer(database, { smtpUrl: config.smtpUrl, from: config.mailFrom, mailTo: config.mailTo, retryMaxMs: config.mailRetryMaxMs, log: app.log });
  app.addHook("onReady", () => mailer.start());
  app.addHook("onClose", () => mailer.stop());
  const enquiries = createEnquiryService(database, {
    mailTo: config.mailTo,
    catalogue,
    clock,
    counters,
    ackLimitPerDay: config.ackLimitPerDay,
    siteUrl: config.siteUrl,
    replyTo: config.mailReplyTo,
    timeZone: config.millTimeZone,
    registered: config.registered,
  });
  const accounts = createAccountService(database, { siteUrl: config.siteUrl, passwordProblem, queueResetMail: createQueueResetMail({ replyTo: config.mailReplyTo }), clock, hashGate });
  const jobs = createBackgroundJobs(app.log);
  app.addHook("onClose", () => jobs.settled());
  app.decorate("backgroundJobs", jobs);
  const staff = {
    priceList: createPriceListService(database, { clock }),
    audit: createAuditService(database, clock.timeZone ?? config.millTimeZone),
    fares: createFareService(database, { clock }),
    members: createMemberAdmin(database, clock.timeZone ?? config.millTimeZone),
    inbox: createStaffInbox(database, { clock, catalogue, timeZone: config.millTimeZone, replyTo: config.mailReplyTo, siteUrl: config.siteUrl, registered: config.registered }),
  };
  const threads = createThreads(database, {
    clock,
    timeZone: config.millTimeZone,
    salesAddress: config.mailReplyTo,
    mail: { siteUrl: config.siteUrl, registered: config.registered },
    counters,
    limitPerHour: config.threadLimitPerHour,
  });
  const printed = { bank: config.bank, registered: config.registered, publicAddress: config.publicUrl !== undefined || config.smtpUrl === undefined };
  const gaps = printedGaps(printed);
  // Said once at start: the console refuses to make offers until these are set.
  if (gaps.length > 0) app.log.warn(`Offers cannot be made until these settings are set (a proforma would print blanks): ${gaps.join("; ")}`);
  const offers = createOfferService(database, { clock, mailTo: config.mailTo, replyTo: config.mailReplyTo, siteUrl: config.siteUrl, ...printed });
  const reminders = createOfferReminders(database.db, { clock, days: config.offerReminderDays, mailTo: config.mailTo, replyTo: config.mailReplyTo, siteUrl: config.siteUrl, registered: config.registered });
  app.addHook("onReady", async () => jobs.every("offer reminders", REMINDER_SWEEP_EVERY_MS, () => reminders.sweep()));
  const retention = createRetentionSchedule(database.db, { clock, log: app.log });
  app.addHook("onReady", async () => retention.start());
  app.addHook("onClose", () => retention.stop());

  await app.register(
    async (api) => {
      // Every API reply, prices above all, is personal or live: never stored by a cache.
      api.addHook("onSend", async (_request, reply, payload) => {
        if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
        return payload;
      });
      // Every reply is checked against its schema in packages/api (http/reply-check.ts).
      registerReplyCheck(api, { strict: options.strictReplies ?? false });
      await api.register(authRoutes, { auth, links, config });
      await api.register(addressLinkRoutes, { auth, links, jobs, config, counters });
      await api.register(passwordResetRoutes, { accounts, jobs, config, counters, lockout });
      await api.register(accountRoutes, { auth, accounts, links, config });
      await api.register(myDataRoutes, { auth, myData: createMyDataService(database.db, { clock }), limitPerMinute: config.pdfLimitPerMinute });
      const specSheets = createSpecSheetService(database.db, { clock, version: () => catalogue.version() });
      // The worker thread that makes the PDFs ends with the server.
      api.addHook("onClose", () => specSheets.close());
      await api.register(specSheetRoutes, { specSheets, limitPerMinute: config.pdfLimitPerMinute });
      await api.register(catalogueRoutes, { auth, catalogue, config, bodyLimit: BODY_LIMIT });
      await api.register(healthRoutes, { health: createHealthCheck(database) });
      await api.register(enquiryRoutes, { auth, enquiries, config, counters });
      await api.register(quoteListRoutes, { auth, quoteList: createQuoteListService(database.db, { catalogue, enquiries, clock }), config, counters });
      await api.register(staffRoutes, { prefix: "/staff", auth, ...staff });
      await api.register(memberOfferRoutes, { auth, offers, limitPerMinute: config.pdfLimitPerMinute });
      await api.register(staffOfferRoutes, { prefix: "/staff", auth, offers });
      await api.register(memberThreadRoutes, { auth, threads });
      await api.register(staffThreadRoutes, { prefix: "/staff", auth, threads });
    },
    { prefix: "/api" },
  );

  await app.register(verifyPageRoutes, { offers, limitPerHour: config.verifyLimitPerHour });
  // The contact page's form posted by the browser, before (or without) the page's script.
  await app.register(contactFormRoutes, { auth, enquiries, config, counters, bodyLimit: BODY_LIMIT });
  await registerSite(app, config.siteDir, config.publicUrl);
  return app;
}
