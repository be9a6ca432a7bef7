/**
 * api_enquiry (the contact form: anyone), api_quote_request (members) and api_my_enquiries
 * (members). Spam defences cost a person nothing and run before anything is stored: the
 * per-address rate limit (ENQUIRY_LIMIT_PER_HOUR, both posts together) and the honeypot.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { enquiryRequest, HONEYPOT_FIELD, paths, quoteRequestRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import type { EnquiryService } from "../../domain/enquiries/enquiries";
import { bearerToken, parseBody } from "../request-helpers";

const LOG_IN_FIRST = { success: false, msg: "Log in to see your enquiries and to request a quote" } as const;

export async function enquiryRoutes(app: FastifyInstance, options: { auth: AuthService; enquiries: EnquiryService; config: Config }) {
  const { auth, enquiries, config } = options;
  const memberOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? auth.memberIdForToken(token) : null;
  };
  // One budget per address for both kinds of enquiry.
  const rateLimit = {
    max: config.enquiryLimitPerHour,
    timeWindow: 3_600_000,
    keyGenerator: (request: FastifyRequest) => `enquiry:${request.ip}`,
  };

  app.post(`/${paths.enquiry}`, { config: { rateLimit } }, async (request, reply) => {
    const body = parseBody(enquiryRequest, request, reply);
    if (!body) return reply;
    if (body[HONEYPOT_FIELD]) {
      return reply.code(400).send({ success: false, msg: "This enquiry was not accepted: leave the last field empty" });
    }
    const { reference } = await enquiries.submitContact(body, await memberOf(request));
    return reply.code(201).send({ success: true, msg: `Enquiry ${reference} received: we answer within two working days`, data: { reference } });
  });

  app.post(`/${paths.quoteRequest}`, { config: { rateLimit } }, async (request, reply) => {
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
