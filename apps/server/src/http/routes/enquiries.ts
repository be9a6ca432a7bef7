/**
 * api_enquiry (the contact form: anyone), api_quote_request (members) and api_my_enquiries
 * (members). Spam defences cost a person nothing and run before anything is stored: the
 * per-address rate limit (ENQUIRY_LIMIT_PER_HOUR, both posts together) and the honeypot.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { enquiryReply, enquiryRequest, HONEYPOT_FIELD, myEnquiriesReply, paths, quoteRequestReply, quoteRequestRequest } from "@jute/api/contract";
import type { Config } from "../../env";
import type { AuthService } from "../../domain/accounts/auth";
import { invalid } from "../../domain/api-error";
import type { EnquiryService } from "../../domain/enquiries/enquiries";
import { callerOf, optionalMember, requireMember } from "../hooks";
import { parseBody } from "../request-helpers";

export async function enquiryRoutes(app: FastifyInstance, options: { auth: AuthService; enquiries: EnquiryService; config: Config }) {
  const { auth, enquiries, config } = options;
  const member = requireMember(auth, "Log in to see your enquiries and to request a quote");
  // One budget per address for both kinds of enquiry.
  const rateLimit = { ...config.limits.enquiry, keyGenerator: (request: FastifyRequest) => `enquiry:${request.ip}` };

  app.post(`/${paths.enquiry}`, { config: { rateLimit, reply: enquiryReply } }, async (request, reply) => {
    const body = parseBody(enquiryRequest, request);
    if (body[HONEYPOT_FIELD]) throw invalid("This enquiry was not accepted: leave the last field empty");
    const { reference } = await enquiries.submitContact(body, await optionalMember(auth, request));
    return reply.code(201).send({ success: true, msg: `Enquiry ${reference} received: we answer within two working days`, data: { reference } });
  });

  app.post(`/${paths.quoteRequest}`, { config: { rateLimit, reply: quoteRequestReply }, preHandler: member }, async (request, reply) => {
    const body = parseBody(quoteRequestRequest, request);
    const receipt = await enquiries.submitQuote(callerOf(request).memberId, body);
    return reply.code(201).send({ success: true, msg: `Quote request ${receipt.reference} received: we answer within two working days`, data: receipt });
  });

  app.get(`/${paths.myEnquiries}`, { config: { reply: myEnquiriesReply }, preHandler: member }, async (request) => {
    const data = await enquiries.listForMember(callerOf(request).memberId);
    return { success: true, msg: data.length > 0 ? "Data Found" : "No enquiries yet", data };
  });
}
