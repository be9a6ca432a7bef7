/**
 * api_enquiry (the contact form: anyone), api_quote_request (members) and api_my_enquiries
 * (members). Spam defences cost a person nothing and run before anything is stored: one
 * budget per client (ENQUIRY_LIMIT_PER_HOUR for both posts together, keyed by the shared
 * client key: an IPv6 /64, loopback as one; shared by every instance on PostgreSQL) and the
 * honeypot.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { enquiryReply, enquiryRequest, HONEYPOT_FIELD, myEnquiriesReply, paths, quoteRequestReply, quoteRequestRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import { ApiError, invalid } from "../../domain/api-error";
import type { EnquiryService } from "../../domain/enquiries/enquiries";
import type { AttemptCounters } from "../../domain/limits/attempt-counters";
import { clientKey } from "../client-address";
import { callerOf, optionalMember, requireMember } from "../hooks";
import { parseBody } from "../request-helpers";

/**
 * One budget per client for every enquiry door (the API's contact and quote calls, and the
 * contact form posted without its script), counted before anything else runs (onRequest).
 */
export function enquiryBudget(counters: AttemptCounters, config: Config) {
  return async (request: FastifyRequest) => {
    const { hits, ttlMs } = await counters.hit(`enquiry:${clientKey(request.ip)}`, 3_600_000);
    if (hits <= config.enquiryLimitPerHour) return;
    const wait = Math.max(1, Math.ceil(ttlMs / 1000));
    throw new ApiError(429, `Too many enquiries from your address: try again in ${Math.ceil(wait / 60)} minute(s), or write to us by mail`, {
      code: "rate_limited",
      retryAfterSeconds: wait,
    });
  };
}

/**
 * A contact enquiry, from whichever door it came (api_enquiry's JSON, or the contact page's
 * form posted without its script: routes/contact-form.ts): the contract's schema and words,
 * the honeypot, then the enquiry stored with its mails. One function, so both doors keep one rule.
 */
export async function acceptContact(request: FastifyRequest, services: { auth: AuthService; enquiries: EnquiryService }): Promise<{ reference: string }> {
  const body = parseBody(enquiryRequest, request);
  if (body[HONEYPOT_FIELD]) throw invalid("This enquiry was not accepted: leave the last field empty");
  return services.enquiries.submitContact(body, await optionalMember(services.auth, request));
}

export async function enquiryRoutes(
  app: FastifyInstance,
  options: { auth: AuthService; enquiries: EnquiryService; config: Config; counters: AttemptCounters },
) {
  const { auth, enquiries, config, counters } = options;
  const member = requireMember(auth, "Log in to see your enquiries and to request a quote");
  const budget = enquiryBudget(counters, config);

  app.post(`/${paths.enquiry}`, { config: { reply: enquiryReply() }, onRequest: budget }, async (request, reply) => {
    const { reference } = await acceptContact(request, { auth, enquiries });
    return reply.code(201).send({ success: true, msg: `Enquiry ${reference} received: we answer within two working days`, data: { reference } });
  });

  app.post(`/${paths.quoteRequest}`, { config: { reply: quoteRequestReply() }, onRequest: budget, preHandler: member }, async (request, reply) => {
    const body = parseBody(quoteRequestRequest, request);
    const receipt = await enquiries.submitQuote(callerOf(request).memberId, body);
    return reply.code(201).send({ success: true, msg: `Quote request ${receipt.reference} received: we answer within two working days`, data: receipt });
  });

  app.get(`/${paths.myEnquiries}`, { config: { reply: myEnquiriesReply() }, preHandler: member }, async (request) => {
    const data = await enquiries.listForMember(callerOf(request).memberId);
    return { success: true, msg: data.length > 0 ? "Data Found" : "No enquiries yet", data };
  });
}
