/**
 * The public page a proforma's QR code opens: /verify/{code}. It shows what the mill issued
 * under that code (number, date, seller, goods, total, validity, status: what a bank needs to
 * match the document, and nothing of the buyer) and the mill's bank account as registered, so
 * a bank can tell a genuine proforma from one whose figures or bank details were altered. A page of its own, made on the server: it works without JavaScript, in any
 * bank's browser. Nothing shows without the right code; a wrong code, malformed or unknown,
 * gets the same page, and lookups are rate-limited per client (VERIFY_LIMIT_PER_HOUR), keyed
 * like every other limit (clientKey: an IPv6 /64 once, a v4-mapped address as IPv4); past it,
 * a 429 page with Retry-After.
 */
import escapeHtml from "escape-html";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { particulars } from "@jute/api/company";
import { buyerRemoved, formatQuantity, incotermWithPlace, offeredLines, productWithSpec, OFFER_STATE_LABELS_STAFF, usd, VERIFY_CODE_PATTERN, type Offer, type OfferState } from "@jute/api/contract";
import { dayOf, longDay } from "@jute/api/mill-day";
import type { OfferService } from "../../domain/offers/offers";
import { clientKey } from "../client-address";
import { htmlPage as page } from "../html-page";

/** What the status means for a bank reading the page. */
const STATUS_MEANING: Record<OfferState, string> = {
  sent: "Open for the buyer's acceptance until the date below.",
  accepted: "Accepted by the buyer: the price and terms are agreed.",
  declined: "Declined by the buyer: no longer in force.",
  change_requested: "Under revision at the buyer's request: not in force until the mill issues a new version.",
  withdrawn: "Withdrawn by the mill: not in force.",
  superseded: "Superseded by a newer version: this one is not in force.",
  expired: "Expired: its validity date has passed.",
};

/** The priced lines as the proforma lists them: "CRX Jute Yarn, count 8, 2 ply, VOT: 24 MT; ...". */
const goodsOffered = (offer: Offer) =>
  offer.lines
    .flatMap((line) => (line.quantity === null || line.left_out ? [] : [`${productWithSpec(line)}: ${formatQuantity(line.quantity, line.unit)}`]))
    .join("; ");

/** The buyer line once the buyer's details were removed (the offer's figures stand). */
export const VERIFY_BUYER_REMOVED = "The buyer's details were removed (their account was deleted, or our retention period ended); the figures on this page are as we issued them.";

const STATUS_LABEL: Record<OfferState, string> = { ...OFFER_STATE_LABELS_STAFF, sent: "Valid" };

/**
 * The heading's verdict: "genuine" for a proforma in force (open or accepted); for one no
 * longer in force, "genuine but not in force" with why and since when (the mill's day).
 */
function verdict(offer: Offer): string {
  const on = (moment: string) => (moment ? ` on ${longDay(dayOf(moment, offer.time_zone))}` : "");
  const why: Partial<Record<OfferState, string>> = {
    withdrawn: `withdrawn${on(offer.answered_at)}`,
    declined: `declined${on(offer.answered_at)}`,
    change_requested: `under revision since${on(offer.answered_at).replace(/^ on/, "")}`,
    superseded: "superseded by a newer version",
    expired: `expired after ${longDay(offer.valid_until)}`,
  };
  const reason = why[offer.state];
  return reason ? `genuine but not in force: ${reason}` : "genuine";
}

/** The seller as registered ("Oikko Jute Mills Ltd."), from the mill's code on the offer. */
const sellerOf = (offer: Offer) => {
  const mill = particulars.mills.find((one) => one.code === offer.mill);
  return mill ? `${mill.registeredName} (${mill.code})` : offer.mill;
};

const rows = (entries: [string, string][]) =>
  `<table><tbody>${entries.filter(([, value]) => value !== "").map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</tbody></table>`;

export const NOT_FOUND_PAGE = page(
  "Proforma not verified",
  `<h1>No proforma matches this code</h1>
<p class="verdict bad">We issued no proforma with this verification code. Check that the code was typed exactly as printed (it is case-sensitive). A proforma whose code does not open a page here is not ours: do not pay against it, and write to us at <a href="mailto:${escapeHtml(particulars.salesEmail)}">${escapeHtml(particulars.salesEmail)}</a>.</p>`,
);

/** Past VERIFY_LIMIT_PER_HOUR: a page a bank clerk's browser shows, with when to try again. */
export function verifyLimitPage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return page(
    "Too many checks",
    `<h1>Too many checks from your address</h1>
<p class="verdict bad">This address has checked too many proformas in the last hour. Try again in ${minutes} minute(s).</p>
<p>To check a proforma now, write to us at <a href="mailto:${escapeHtml(particulars.salesEmail)}">${escapeHtml(particulars.salesEmail)}</a> or call ${escapeHtml(particulars.phone)}, giving its number.</p>`,
  );
}

export async function verifyPageRoutes(app: FastifyInstance, options: { offers: OfferService; limitPerHour: number }) {
  const { offers } = options;
  app.get<{ Params: { code: string } }>(
    "/verify/:code",
    {
      config: {
        rateLimit: { max: options.limitPerHour, timeWindow: 3_600_000, keyGenerator: (request: FastifyRequest) => `verify:${clientKey(request.ip)}` },
      },
      // The limit's refusal (and any other) as a page, not the API's JSON.
      errorHandler: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
        if (error.statusCode !== 429) throw error;
        const retryAfter = Number(reply.getHeader("retry-after")) || 3600;
        return reply.code(429).header("retry-after", String(retryAfter)).header("cache-control", "no-store").type("text/html; charset=utf-8").send(verifyLimitPage(retryAfter));
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex").type("text/html; charset=utf-8");
      const code = request.params.code;
      const found = VERIFY_CODE_PATTERN.test(code) ? await offers.verify(code) : null;
      if (!found) return reply.code(404).send(NOT_FOUND_PAGE);
      const { offer, bank } = found;
      const body = `<h1>Proforma ${escapeHtml(offer.number)} is ${escapeHtml(verdict(offer))}</h1>
<p class="verdict${offer.state === "sent" || offer.state === "accepted" ? "" : " bad"}"><strong>Status: ${escapeHtml(STATUS_LABEL[offer.state])}.</strong> ${escapeHtml(STATUS_MEANING[offer.state])}</p>
<h2>What we issued</h2>
${rows([
  ["Proforma number", offer.number],
  ["Date", longDay(dayOf(offer.created_at, offer.time_zone))],
  ["Lines", offeredLines(offer.lines)],
  ["Goods", goodsOffered(offer)],
  ...(buyerRemoved(offer) ? [["Buyer", VERIFY_BUYER_REMOVED] as [string, string]] : []),
  ["Total", `${usd(offer.total)} (${incotermWithPlace(offer.incoterm, offer.place)})`],
  ["Valid until", longDay(offer.valid_until)],
  ["Seller", sellerOf(offer)],
])}
<h2>Our bank account, as registered</h2>
<p>Payment for this proforma goes to this account only. If the proforma you hold names another account, it was altered: do not pay against it.</p>
${rows([
  ["Beneficiary", bank.accountName],
  ["Account number", bank.accountNumber],
  ["Bank", bank.bankName],
  ["Branch", bank.branch],
  ["SWIFT", bank.swift],
])}
<p>Questions: <a href="mailto:${escapeHtml(particulars.salesEmail)}">${escapeHtml(particulars.salesEmail)}</a>, ${escapeHtml(particulars.phone)}.</p>`;
      return reply.send(page(`Proforma ${offer.number}`, body));
    },
  );
}
