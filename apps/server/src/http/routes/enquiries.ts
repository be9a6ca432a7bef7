/**
 * api_enquiry (the contact form: anyone), api_quote_request (members) and api_my_enquiries
 * (members). Spam defences cost a person nothing and run before anything is stored: one
 * budget per client (ENQUIRY_LIMIT_PER_HOUR for both posts together, keyed by the shared
 * client key: an IPv6 /64, loopback as one; shared by every instance on PostgreSQL) and the
 * honeypot.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { enquiryRequest, HONEYPOT_FIELD, paths, quoteRequestRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import type { EnquiryService } from "../../domain/enquiries/enquiries";
import { bearerToken, parseBody } from "../request-helpers";
import type { AttemptCounters } from "../../domain/limits/attempt-counters";
import { clientKey } from "../client-address";

const LOG_IN_FIRST = { success: false, msg: "Log in to see your enquiries and to request a quote" } as const;

export async function enquiryRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; enquiries: EnquiryService; config: Config; counters: AttemptCounters },
) {
  const { auth, enquiries, config, counters } = options;
  const memberOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? auth.memberIdForToken(token) : null;
  };
  // One budget per client for both kinds of enquiry, counted before anything else runs.
  const budget = async (request: FastifyRequest, reply: FastifyReply) => {
    const { hits, ttlMs } = await counters.hit(`enquiry:${clientKey(request.ip)}`, 3_600_000);
    if (hits <= config.enquiryLimitPerHour) return;
    const wait = Math.max(1, Math.ceil(ttlMs / 1000));
    return reply
      .code(429)
      .header("retry-after", String(wait))
      .send({ success: false, msg: `Too many enquiries from your address: try again in ${Math.ceil(wait / 60)} minute(s), or write to us by mail` });
  };

  app.post(`/${paths.enquiry}`, { onRequest: budget }, async (request, reply) => {
    const body = parseBody(enquiryRequest, request, reply);
    if (!body) return reply;
    if (body[HONEYPOT_FIELD]) {
      return reply.code(400).send({ success: false, msg: "This enquiry was not accepted: leave the last field empty" });
    }
    const { reference } = await enquiries.submitContact(body, await memberOf(request));
    return reply.code(201).send({ success: true, msg: `Enquiry ${reference} received: we answer within two working days`, data: { reference } });
  });

  app.post(`/${paths.quoteRequest}`, { onRequest: budget }, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const body = parseBody(quoteRequestRequest, request, reply);
    if (!body) return reply;
    const outcome = await enquiries.submitQuote(memberId, body);
    if (outcome.kind === "bad-input") return reply.code(400).send({ success: false, msg: outcome.msg });
    if (outcome.kind === "no-price") return reply.code(404).send({ success: false, msg: outcome.msg });
    const { receipt } = outcome;
    return reply.code(201).send({ success: true, msg: `Quote request ${receipt.reference} received: we answer within two working days`, data: receipt });
  });

  app.get(`/${paths.myEnquiries}`, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const data = await enquiries.listForMember(memberId);
    return reply.send({ success: true, msg: data.length > 0 ? "Data Found" : "No enquiries yet", data });
  });
}
