/**
 * The terms an offer is made on, as data both sides read: the Incoterms the mill quotes, the
 * payment terms, the states of an offer and their labels, and the calls' paths. Imports
 * nothing, so the browser, the server, the PDF and the mail all name a term the same way.
 */
import { formatMoney } from "./pricing";

/** Incoterms 2020 the mill quotes. FOB names one of the two sea ports; CFR and CIF a destination. */
export const INCOTERMS = ["EXW", "FCA", "FOB", "CFR", "CIF"] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** The Bangladeshi sea ports an FOB offer loads at (and every offer's port of loading). */
export const FOB_PORTS = ["Chattogram", "Mongla"] as const;
export type SeaPort = (typeof FOB_PORTS)[number];

/** The port of loading an offer proposes: an FOB offer's port, else the port the request was priced to when it is a sea port, else Chattogram. */
export function defaultPortOfLoading(pricedTo: string): SeaPort {
  return FOB_PORTS.find((port) => pricedTo.startsWith(port)) ?? "Chattogram";
}

/** A letter of credit's shipment clauses: partial shipment and transhipment. */
export const SHIPMENT_CLAUSES = ["allowed", "not_allowed"] as const;
export type ShipmentClause = (typeof SHIPMENT_CLAUSES)[number];
export const SHIPMENT_CLAUSE_LABELS: Readonly<Record<ShipmentClause, string>> = { allowed: "Allowed", not_allowed: "Not allowed" };
/** The quantity tolerance an offer proposes (plus or minus, %), and the most it may be. */
export const QUANTITY_TOLERANCE_DEFAULT = 5;
export const QUANTITY_TOLERANCE_MAX = 10;
/** What the notify party reads when staff leave it empty. */
export const NOTIFY_SAME_AS_CONSIGNEE = "Same as consignee";
/** The cover a CIF offer's marine insurance states, as a share of the CIF value (%). */
export const CIF_INSURANCE_COVER_PERCENT = 110;
export const OFFER_ADDRESS_MAX = 500;
export const OFFER_TAX_ID_MAX = 60;

/** What each Incoterm means to a buyer, in plain words (mail, PDF, screens). */
export const INCOTERM_MEANING: Readonly<Record<Incoterm, string>> = {
  EXW: "Ex works: the buyer collects the goods at the mill",
  FCA: "Free carrier: the mill hands the goods, cleared for export, to the buyer's carrier at the named place",
  FOB: "Free on board: the mill loads the goods on the buyer's vessel at the named port",
  CFR: "Cost and freight: the mill pays the sea freight to the named destination port",
  CIF: "Cost, insurance and freight: the mill pays the sea freight and the insurance to the named destination port",
};

/** "FOB Chattogram", "CIF Hamburg", "EXW mill": the term with its place. */
export function incotermWithPlace(incoterm: Incoterm, place: string): string {
  return `${incoterm} ${place || "mill"}`;
}

/** Freight and insurance are entered (and charged) for these terms only. */
export const chargesFreight = (incoterm: Incoterm) => incoterm === "CFR" || incoterm === "CIF";
export const chargesInsurance = (incoterm: Incoterm) => incoterm === "CIF";

export const PAYMENT_TERMS = ["lc_at_sight", "tt_advance", "cad"] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERM_LABELS: Readonly<Record<PaymentTerm, string>> = {
  lc_at_sight: "Irrevocable letter of credit at sight",
  tt_advance: "Telegraphic transfer",
  cad: "Cash against documents",
};

/** "Telegraphic transfer: 30 % in advance, the balance against shipping documents". */
export function describePaymentTerms(terms: PaymentTerm, advancePercent: number | null): string {
  if (terms !== "tt_advance") return PAYMENT_TERM_LABELS[terms];
  const advance = advancePercent ?? 0;
  if (advance >= 100) return `${PAYMENT_TERM_LABELS.tt_advance}: 100 % in advance`;
  return `${PAYMENT_TERM_LABELS.tt_advance}: ${advance} % in advance, the balance against shipping documents`;
}

/**
 * The states of one offer version. `expired` is never stored: a `sent` offer whose validity
 * date has passed (on the mill's calendar) reads as expired, and cannot be accepted.
 */
export const OFFER_STATES = ["sent", "accepted", "declined", "change_requested", "withdrawn", "superseded", "expired"] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const OFFER_STATE_LABELS: Readonly<Record<OfferState, string>> = {
  sent: "Awaiting your answer",
  accepted: "Accepted",
  declined: "Declined",
  change_requested: "Change asked for",
  withdrawn: "Withdrawn",
  superseded: "Superseded",
  expired: "Expired",
};

/** Staff read the same states from the mill's side. */
export const OFFER_STATE_LABELS_STAFF: Readonly<Record<OfferState, string>> = {
  ...OFFER_STATE_LABELS,
  sent: "Sent, awaiting the buyer",
};

/** Most offers one staff list reply holds (the newest; a state filter reaches the others). */
export const STAFF_OFFERS_LIMIT = 500;

/** Days an offer stays open unless staff choose another date. */
export const OFFER_VALIDITY_DAYS = 14;
export const OFFER_NOTE_MAX = 1000;
export const OFFER_TEXT_MAX = 200;
export const OFFER_MESSAGE_MAX = 2000;

/** A proforma's verification code: 22 characters of base64url (128 random bits). */
export const VERIFY_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Paths of the offer calls below the API base. */
export const offerPaths = {
  /** The member's offers on their own quote requests (GET). */
  myOffers: "api_my_offers",
  accept: "api_offer_accept",
  decline: "api_offer_decline",
  askChange: "api_offer_change",
  /** On an offer that expired unanswered: ask the mill for a new one (the request reopens). */
  newOffer: "api_offer_new",
  /** Followed by `/:offer_id`: the proforma PDF (the member's own offers). */
  proforma: "api_offer_proforma",
  /** Staff: the offers (GET, `?state=`, `?enquiry_id=`), and making one (POST). */
  staffOffers: "staff/offers",
  staffWithdraw: "staff/offers/withdraw",
  /** Followed by `/:offer_id`: the proforma PDF for staff. */
  staffProforma: "staff/offers/proforma",
} as const;

/** The public page a proforma's QR code opens (outside the API). */
export const verifyPath = (code: string) => `/verify/${code}`;

/** "USD 1,234.50": the pricing module's money format, with the currency's code. */
export function usd(value: number): string {
  return formatMoney(value, "code");
}

/** "USD 0.7525" for a unit price with more than two decimals, else as usd(). */
export function usdUnitPrice(value: number): string {
  return `USD ${value.toLocaleString("en", { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
}

/**
 * An offer whose buyer was removed (the account deleted, or the trade records' retention period
 * ended) keeps its number, dates, amounts, goods and terms, and an empty buyer: name, company,
 * country and the buyer's message are all "". Staff screens and the proforma print
 * BUYER_REMOVED in the buyer's place; the public /verify page says so in a sentence.
 */
export const BUYER_REMOVED = "Buyer's details removed";
export const buyerRemoved = (offer: { buyer_name: string }): boolean => offer.buyer_name === "";
