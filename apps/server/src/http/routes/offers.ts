/**
 * The offer calls. Members (a bearer token): their offers, accept, decline, ask for a change,
 * ask for a new offer on an expired one,
 * the proforma PDF. Staff (under /api/staff/): list and filter, make (or revise), withdraw,
 * the proforma PDF. A refusal is `{success: false, msg, field?}` with 400, 404 or 409.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { codeForStatus, offerChangeRequest, offerDeclineRequest, offerIdParam, offerIdRequest, offerPaths, offerReply, offerRequest, offersReply, staffOffersQuery, staffOffersReply, describeIssues } from "@jute/api/contract";
import { failureBody } from "../plugins/errors";
import type { AuthService } from "../../domain/accounts/auth";
import { OfferRefusal } from "../../domain/offers/offer-rows";
import type { OfferService } from "../../domain/offers/offers";
import { bearerToken, parseBody } from "../request-helpers";
import { STAFF_LOGIN_FIRST } from "../hooks";

const LOG_IN_FIRST = failureBody("Log in to see and answer your offers", "unauthenticated");
/** A PDF is not JSON: nothing to check against the contract but its failures. */
const FILE = { config: { reply: z.unknown() } };
const OFFERS = { config: { reply: offersReply() } };
const OFFER = { config: { reply: offerReply() } };
const STAFF_OFFERS = { config: { reply: staffOffersReply() } };

function sendRefusal(error: unknown, reply: FastifyReply) {
  if (error instanceof OfferRefusal) {
    return reply.code(error.status).send(failureBody(error.message, codeForStatus(error.status), error.field));
  }
  throw error;
}

function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer }) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .send(file.pdf);
}

const offerId = (value: unknown, reply: FastifyReply): number | null => {
  const parsed = offerIdParam.safeParse(value);
  if (parsed.success) return parsed.data;
  void reply.code(400).send(failureBody(describeIssues(parsed.error), "invalid_input"));
  return null;
};

export async function memberOfferRoutes(app: FastifyInstance, options: { auth: AuthService; offers: OfferService; limitPerMinute: number }) {
  const { auth, offers } = options;
  const memberOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? auth.memberIdForToken(token) : null;
  };
  app.setErrorHandler((error, _request, reply) => sendRefusal(error, reply));

  app.get(`/${offerPaths.myOffers}`, OFFERS, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const data = await offers.listForMember(memberId);
    return { success: true, msg: data.length > 0 ? "Offers" : "No offers yet", data };
  });

  app.post(`/${offerPaths.accept}`, OFFER, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const body = parseBody(offerIdRequest, request);
    const data = await offers.accept(memberId, body.offer_id);
    return { success: true, msg: `Offer ${data.number} accepted: the price is locked`, data };
  });

  app.post(`/${offerPaths.decline}`, OFFER, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const body = parseBody(offerDeclineRequest, request);
    const data = await offers.decline(memberId, body.offer_id, body.message);
    return { success: true, msg: `Offer ${data.number} declined`, data };
  });

  app.post(`/${offerPaths.askChange}`, OFFER, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const body = parseBody(offerChangeRequest, request);
    const data = await offers.askForChange(memberId, body.offer_id, body.message);
    return { success: true, msg: `Your request for a change to ${data.number} has gone to the mill`, data };
  });

  app.post(`/${offerPaths.newOffer}`, OFFER, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const body = parseBody(offerIdRequest, request);
    const data = await offers.askForNewOffer(memberId, body.offer_id);
    return { success: true, msg: `Your request ${data.reference} is back with the mill: a new offer in place of ${data.number} follows by mail and here`, data };
  });

  // A proforma is made afresh each time (CPU, like a spec sheet): a member fetches a few a minute.
  const proformaConfig = { config: { ...FILE.config, rateLimit: { max: options.limitPerMinute, timeWindow: 60_000 } } };
  app.get<{ Params: { id: string } }>(`/${offerPaths.proforma}/:id`, proformaConfig, async (request, reply) => {
    const memberId = await memberOf(request);
    if (memberId === null) return reply.code(401).send(LOG_IN_FIRST);
    const id = offerId(request.params.id, reply);
    if (id === null) return reply;
    return sendPdf(reply, await offers.proforma(id, memberId));
  });
}

const route = (path: string) => `/${path.replace(/^staff\//, "")}`;

export async function staffOfferRoutes(app: FastifyInstance, options: { auth: AuthService; offers: OfferService }) {
  const { auth, offers } = options;
  app.addHook("onRequest", async (request, reply) => {
    const token = bearerToken(request);
    const account = token ? await auth.accountForToken(token) : null;
    if (!account) return reply.code(401).send(failureBody(STAFF_LOGIN_FIRST, "unauthenticated"));
    if (account.role !== "staff") return reply.code(403).send(failureBody("This is for the mill's staff only", "forbidden"));
    request.staff = { id: account.id, email: account.email };
  });
  app.setErrorHandler((error, _request, reply) => sendRefusal(error, reply));
  const who = (request: FastifyRequest) => request.staff?.id ?? 0;

  app.get(route(offerPaths.staffOffers), STAFF_OFFERS, async (request, reply) => {
    const parsed = staffOffersQuery.safeParse(request.query ?? {});
    if (!parsed.success) return reply.code(400).send(failureBody(describeIssues(parsed.error), "invalid_input"));
    const list = await offers.listForStaff({ state: parsed.data.state, enquiryId: parsed.data.enquiry_id });
    return { success: true, msg: list.offers.length > 0 ? "Offers" : "No offers", data: list.offers, today: list.today, time_zone: list.timeZone };
  });

  app.post(route(offerPaths.staffOffers), OFFER, async (request, reply) => {
    const body = parseBody(offerRequest, request);
    const data = await offers.make(who(request), body);
    return reply.code(201).send({ success: true, msg: `Offer ${data.number} sent to ${data.buyer_name}`, data });
  });

  app.post(route(offerPaths.staffWithdraw), OFFER, async (request) => {
    const body = parseBody(offerIdRequest, request);
    const data = await offers.withdraw(who(request), body.offer_id);
    return { success: true, msg: `Offer ${data.number} withdrawn`, data };
  });

  app.get<{ Params: { id: string } }>(`${route(offerPaths.staffProforma)}/:id`, FILE, async (request, reply) => {
    const id = offerId(request.params.id, reply);
    if (id === null) return reply;
    return sendPdf(reply, await offers.proforma(id, null));
  });
}
