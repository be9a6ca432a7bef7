/**
 * The offer calls: one function per call, on top of the member client's checked `call`. Its
 * own entry (`@jute/api/client/offers`), loaded by My enquiries and the staff inbox only.
 */
import type { ApiClient, ApiResult } from "./index";
import { offerPaths, type Incoterm, type OfferState, type PaymentTerm, type ShipmentClause } from "../contract/offer-terms";
import { offerReply, offersReply, staffOffersReply } from "../contract/offer-reply-schemas";
import type { Offer } from "../contract/offer-reply-schemas";

/** One line of the offer as typed: priced, or left out with the reason the buyer reads. */
export interface OfferLineInput {
  /** The request's line it answers (its position from 1). */
  requestLine: number;
  unitPrice: string;
  quantity: string;
  /** Why the line is left out; "" when it is priced. */
  leftOut: string;
}

/** What staff fill in to make an offer (numbers as typed). */
export interface OfferInput {
  enquiryId: string;
  /** The newest version of an offer on the request the form showed (0: none). */
  seenVersion: number;
  /** Every line of the request, in its order. */
  lines: OfferLineInput[];
  /** The mill company that issues the proforma ("": the first line's). */
  millCompanyId: string;
  incoterm: Incoterm;
  place: string;
  freight: string;
  insurance: string;
  /** "YYYY-MM-DD" */
  validUntil: string;
  paymentTerms: PaymentTerm;
  advancePercent: string;
  shipmentPeriod: string;
  packing: string;
  note: string;
  /** The export document's fields: left out, the server's defaults apply. */
  shipping?: OfferShippingInput;
}

/** The proforma's export fields as typed ("" or left out: the default). */
export interface OfferShippingInput {
  portOfLoading?: string;
  portOfDischarge?: string;
  consignee?: string;
  notifyParty?: string;
  buyerAddress?: string;
  buyerTaxId?: string;
  quantityTolerance?: string;
  partialShipment?: ShipmentClause;
  transhipment?: ShipmentClause;
}

const SHIPPING_WIRE: Record<keyof OfferShippingInput, string> = {
  portOfLoading: "port_of_loading",
  portOfDischarge: "port_of_discharge",
  consignee: "consignee",
  notifyParty: "notify_party",
  buyerAddress: "buyer_address",
  buyerTaxId: "buyer_tax_id",
  quantityTolerance: "quantity_tolerance",
  partialShipment: "partial_shipment",
  transhipment: "transhipment",
};

/** Staff's list of offers, with the mill's today and time zone (for the days left). */
export interface StaffOfferList {
  offers: Offer[];
  /** "YYYY-MM-DD" at the mill. */
  today: string;
  timeZone: string;
}

export type OfferClient = ReturnType<typeof createOfferClient>;

export function createOfferClient(client: Pick<ApiClient, "call" | "download">) {
  const { call, download } = client;
  const answer = (path: string, body: Record<string, string>) => call(path, { method: "POST", body }, offerReply, (reply) => reply.data);
  return {
    /** The member's offers on their own quote requests, every version, newest first. */
    getMyOffers(): Promise<ApiResult<Offer[]>> {
      return call(offerPaths.myOffers, { method: "GET" }, offersReply, (reply) => reply.data);
    },
    /** Accepts an offer: its price is then locked. */
    acceptOffer(offerId: string): Promise<ApiResult<Offer>> {
      return answer(offerPaths.accept, { offer_id: offerId });
    },
    /** Declines an offer, optionally saying why. */
    declineOffer(input: { offerId: string; message: string }): Promise<ApiResult<Offer>> {
      return answer(offerPaths.decline, { offer_id: input.offerId, message: input.message });
    },
    /** Asks the mill for a change: the request goes back to staff with the message. */
    askForChange(input: { offerId: string; message: string }): Promise<ApiResult<Offer>> {
      return answer(offerPaths.askChange, { offer_id: input.offerId, message: input.message });
    },
    /** On an offer that expired unanswered: asks the mill for a new one. */
    askForNewOffer(offerId: string): Promise<ApiResult<Offer>> {
      return answer(offerPaths.newOffer, { offer_id: offerId });
    },
    /** The proforma invoice of one of the member's offers, as a PDF. */
    downloadProforma(offerId: string): Promise<ApiResult<Blob>> {
      return download(`${offerPaths.proforma}/${encodeURIComponent(offerId)}`);
    },

    /** Staff: offers, newest first (at most 500), optionally in one state or on one request, with the mill's today. */
    getOffers(filter: { state?: OfferState; enquiryId?: string } = {}): Promise<ApiResult<StaffOfferList>> {
      const query = new URLSearchParams();
      if (filter.state) query.set("state", filter.state);
      if (filter.enquiryId) query.set("enquiry_id", filter.enquiryId);
      const search = query.toString();
      return call(`${offerPaths.staffOffers}${search ? `?${search}` : ""}`, { method: "GET" }, staffOffersReply, (reply) => ({ offers: reply.data, today: reply.today, timeZone: reply.time_zone }));
    },
    /** Staff: makes an offer (or a new version of one: the open one is superseded). */
    makeOffer(input: OfferInput): Promise<ApiResult<Offer>> {
      const body: Record<string, unknown> = {
        enquiry_id: input.enquiryId,
        seen_version: String(input.seenVersion),
        // A line left out carries its reason and no price.
        lines: input.lines.map((line) =>
          line.leftOut ? { request_line: line.requestLine, left_out: line.leftOut } : { request_line: line.requestLine, unit_price: line.unitPrice, quantity: line.quantity },
        ),
        ...(input.millCompanyId ? { mill_company_id: input.millCompanyId } : {}),
        incoterm: input.incoterm,
        place: input.place,
        freight: input.freight,
        insurance: input.insurance,
        valid_until: input.validUntil,
        payment_terms: input.paymentTerms,
        shipment_period: input.shipmentPeriod,
        packing: input.packing,
        note: input.note,
        ...(input.paymentTerms === "tt_advance" ? { advance_percent: input.advancePercent } : {}),
      };
      for (const [key, value] of Object.entries(input.shipping ?? {})) {
        if (value !== undefined) body[SHIPPING_WIRE[key as keyof OfferShippingInput]] = value;
      }
      return call(offerPaths.staffOffers, { method: "POST", body }, offerReply, (reply) => reply.data);
    },
    /** Staff: withdraws an offer the buyer has not accepted. */
    withdrawOffer(offerId: string): Promise<ApiResult<Offer>> {
      return answer(offerPaths.staffWithdraw, { offer_id: offerId });
    },
    /** Staff: the proforma invoice of any offer, as a PDF. */
    downloadStaffProforma(offerId: string): Promise<ApiResult<Blob>> {
      return download(`${offerPaths.staffProforma}/${encodeURIComponent(offerId)}`);
    },
  };
}
