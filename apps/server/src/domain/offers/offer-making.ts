/**
 * Staff's side of an offer: make one on a quote request (or a new version, superseding the
 * open one) with its proforma mailed to the buyer, or withdraw one the buyer has not accepted.
 * An offer answers every line of the request: priced, or left out with a reason; its lines are
 * written with it (offer_lines) and never changed after. The prices and terms are copied into
 * the offer when it is made: a price list applied later changes nothing in it.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { defaultPortOfLoading, OFFER_MADE_MEANWHILE, readQuantity, totalPrice, type Offer, type ParsedOfferRequest } from "@jute/api/contract";
import type { Db } from "../../db/database";
import type { GoodsFacts, QuoteSnapshot } from "../../db/schema";
import { productTradeFacts, shippingFactsOf } from "../catalogue/trade-facts";
import { today, zoneOf, type Clock } from "../clock";
import { describeContainers } from "../enquiries/quote-costing";
import { enqueueMail } from "../mail/outbox";
import { offerMail, offerWithdrawnMail, type BankDetails, type RegisteredNumbersByMill } from "../mail/templates";
import { findRow, OfferRefusal, proformaOf, refusalOf, termsOf, toOffer } from "./offer-rows";
import { gapsRefusal, printedGaps } from "./printed-particulars";
import { proformaFileName } from "./proforma-pdf";

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The goods' trade facts as the offer copies them: the catalogue's heading, construction and
 * package, and what one unit weighs in the price list (the newest row of that spec at that mill).
 */
async function goodsFactsOf(executor: Db, quote: QuoteSnapshot): Promise<GoodsFacts | null> {
  const [product] = (await executor.execute<{ category_id: number; kg_per_unit: string | null }>(sql`
      select s.category_id, (select p.kg_per_unit from prices p where p.sub_category_id = s.id and p.company_id = ${quote.companyId}
          and coalesce(p.product_size_id, 0) = ${quote.productSizeId ?? 0} order by p.effective_from desc limit 1) as kg_per_unit
      from sub_categories s where s.id = ${quote.subCategoryId}`)).rows;
  const trade = product ? productTradeFacts(Number(product.category_id), quote.subCategoryId) : null;
  const shipping = shippingFactsOf(quote.subCategoryId);
  if (!product?.kg_per_unit || !trade || !shipping) return null;
  return { hsCode: trade.hsCode, hsDescription: trade.hsDescription, kgPerUnit: Number(product.kg_per_unit), ...shipping };
}

/** One line as the offer stores it: priced (quantity, unit price, amount) or left out with a reason. */
interface OfferedLine {
  requestLine: number;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  leftOut: string;
}

/**
 * The offer's lines against the request's: one per request line, in its order (the contract
 * checks the order and that one is priced), each priced in the request line's unit.
 */
function linesOf(reference: string, requested: QuoteSnapshot[], input: ParsedOfferRequest): OfferedLine[] {
  if (input.lines.length !== requested.length) {
    throw new OfferRefusal(409, `Quote request ${reference} has ${requested.length} line${requested.length === 1 ? "" : "s"}: reload it and price or leave out each one`, "lines");
  }
  return input.lines.map((line, index) => {
    if (line.left_out !== "" || line.unit_price === undefined || line.quantity === undefined) {
      return { requestLine: index + 1, quantity: null, unitPrice: null, amount: null, leftOut: line.left_out };
    }
    const counted = readQuantity(String(line.quantity), (requested[index] as QuoteSnapshot).unit);
    if (!counted.ok) throw new OfferRefusal(400, counted.message, `lines.${index}.quantity`);
    return { requestLine: index + 1, quantity: line.quantity, unitPrice: line.unit_price, amount: totalPrice(line.unit_price, line.quantity), leftOut: "" };
  });
}

/** The container estimate of the offered mix: each priced line's loads summed (lines without FCL figures add none). */
function containersOfMix(requested: QuoteSnapshot[], offered: OfferedLine[]): string {
  const loads = offered.flatMap((line) => {
    const quote = requested[line.requestLine - 1];
    return line.quantity !== null && quote?.fcl20 && quote.fcl40 ? [{ quantity: line.quantity, fcl20: quote.fcl20, fcl40: quote.fcl40 }] : [];
  });
  if (loads.length === 0) return "";
  if (loads.length === 1 && loads[0]) return describeContainers(loads[0].quantity, loads[0].fcl20, loads[0].fcl40);
  // In 20' loads: a line of 13 MT where 13 fill one is one load; the 40' figure likewise.
  const sum = (per: (load: (typeof loads)[number]) => number) => loads.reduce((total, load) => total + load.quantity / per(load), 0);
  return describeContainers(1, 1 / sum((load) => load.fcl20), 1 / sum((load) => load.fcl40));
}

export function createOfferMaking(db: Db, options: { clock: Clock; replyTo: string; siteUrl: string; bank: BankDetails; registered: RegisteredNumbersByMill; publicAddress: boolean }) {
  const { clock } = options;
  return {
    async make(staffId: number, input: ParsedOfferRequest): Promise<Offer> {
      const gaps = printedGaps(options);
      if (gaps.length > 0) throw new OfferRefusal(409, gapsRefusal(gaps));
      const on = today(clock);
      if (input.valid_until < on) throw new OfferRefusal(400, `Choose today (${on}) or a later day for the offer to be valid until`, "valid_until");
      const made = await db
        .transaction(async (tx) => {
          const [enquiry] = (await tx.execute<{ id: number; reference: string; kind: string; member_id: number | null; lines: QuoteSnapshot[] | null }>(sql`select id, reference, kind, member_id, lines from enquiries where id = ${input.enquiry_id} for update`)).rows;
          if (!enquiry || enquiry.kind !== "quote" || !enquiry.lines?.[0]) throw new OfferRefusal(404, `There is no quote request ${input.enquiry_id}`);
          if (enquiry.member_id === null) throw new OfferRefusal(409, `The member who sent ${enquiry.reference} has deleted the account: there is nobody to offer to`);
          const [buyer] = (await tx.execute<{ name: string; email: string; company: string; country: string }>(sql`select name, email, company, country from members where id = ${enquiry.member_id}`)).rows;
          if (!buyer) throw new OfferRefusal(409, `The member who sent ${enquiry.reference} no longer exists`);
          const [accepted] = (await tx.execute<{ number: string }>(sql`select number from offers where enquiry_id = ${enquiry.id} and state = 'accepted'`)).rows;
          if (accepted) throw new OfferRefusal(409, `Offer ${accepted.number} on ${enquiry.reference} is accepted: its price is locked and it cannot be revised`);
          // The request's row is locked (for update above): no other offer on it can be made
          // between this check and the insert, on this instance or another.
          const [latest] = (await tx.execute<{ version: number | null }>(sql`select max(version)::int as version from offers where enquiry_id = ${enquiry.id}`)).rows;
          if ((latest?.version ?? 0) !== input.seen_version) throw new OfferRefusal(409, OFFER_MADE_MEANWHILE, "seen_version");
          const superseded = (await tx.execute<{ version: number }>(sql`update offers set state = 'superseded' where enquiry_id = ${enquiry.id} and state in ('sent', 'change_requested') returning version`)).rows;
          const version = (latest?.version ?? 0) + 1;
          const offered = linesOf(enquiry.reference, enquiry.lines, input);
          const goodsTotal = round2(offered.reduce((sum, line) => sum + (line.amount ?? 0), 0));
          const freight = input.incoterm === "CFR" || input.incoterm === "CIF" ? input.freight : 0;
          const insurance = input.incoterm === "CIF" ? input.insurance : 0;
          const number = `PI-${enquiry.reference.replace(/^E-/, "")}-${version}`;
          // The seller: the mill company staff chose among the lines', else the first line's.
          const seller = input.mill_company_id === undefined ? enquiry.lines[0] : enquiry.lines.find((line) => line.companyId === input.mill_company_id);
          if (!seller) throw new OfferRefusal(400, "Choose the mill that issues the proforma from the request's mills", "mill_company_id");
          // Loaded, unless staff say, at the port the first priced line was looked up to.
          const first = enquiry.lines[(offered.find((line) => line.amount !== null)?.requestLine ?? 1) - 1] ?? seller;
          const portOfLoading = input.incoterm === "FOB" ? input.place : input.port_of_loading || defaultPortOfLoading(first.port);
          const [inserted] = (await tx.execute<{ id: number }>(sql`
              insert into offers (enquiry_id, version, number, verify_code, mill_company_id, mill,
                goods_total, freight, insurance, total, incoterm, place, containers, valid_until, payment_terms, advance_percent,
                shipment_period, packing, note, buyer_name, buyer_company, buyer_country, created_by, created_at,
                port_of_loading, port_of_discharge, consignee, notify_party, buyer_address, buyer_tax_id, quantity_tolerance,
                partial_shipment, transhipment)
              values (${enquiry.id}, ${version}, ${number}, ${randomBytes(16).toString("base64url")}, ${seller.companyId}, ${seller.company},
                ${goodsTotal}, ${freight}, ${insurance}, ${round2(goodsTotal + freight + insurance)},
                ${input.incoterm}, ${input.incoterm === "EXW" ? "" : input.place}, ${containersOfMix(enquiry.lines, offered)},
                ${input.valid_until}::date, ${input.payment_terms}, ${input.payment_terms === "tt_advance" ? (input.advance_percent ?? 0) : null},
                ${input.shipment_period}, ${input.packing}, ${input.note}, ${buyer.name}, ${buyer.company}, ${buyer.country}, ${staffId}, ${clock.now().toISOString()},
                ${portOfLoading}, ${input.port_of_discharge}, ${input.consignee}, ${input.notify_party}, ${input.buyer_address}, ${input.buyer_tax_id},
                ${input.quantity_tolerance}, ${input.partial_shipment === "allowed"}, ${input.transhipment === "allowed"})
              returning id`)).rows;
          if (!inserted) throw new Error("the offer insert returned no row");
          // The lines, written once with the offer and never changed after.
          for (const [index, line] of offered.entries()) {
            const quote = enquiry.lines[line.requestLine - 1] as QuoteSnapshot;
            await tx.execute(sql`
                insert into offer_lines (offer_id, position, request_line, product, spec, company_id, unit, quantity, unit_price, amount, containers, goods_facts, left_out)
                values (${inserted.id}, ${index + 1}, ${line.requestLine}, ${quote.product}, ${quote.spec}, ${quote.companyId}, ${quote.unit},
                  ${line.quantity}, ${line.unitPrice}, ${line.amount}, ${line.quantity === null ? "" : describeContainers(line.quantity, quote.fcl20, quote.fcl40)},
                  ${JSON.stringify(await goodsFactsOf(tx, quote))}::jsonb, ${line.leftOut})`);
          }
          await tx.execute(
            sql`update enquiries set status = 'answered', answered_at = now(), answered_by = (select email from members where id = ${staffId}) where id = ${enquiry.id} and status = 'received'`,
          );
          const row = await findRow(tx, inserted.id);
          if (!row) throw new Error("the new offer vanished");
          const mail = offerMail({ siteUrl: options.siteUrl, registered: options.registered }, { buyerName: buyer.name, offer: termsOf(row), revised: superseded.length > 0 });
          await enqueueMail(tx, {
            to: buyer.email,
            replyTo: options.replyTo,
            kind: "offer",
            reference: enquiry.reference,
            memberId: enquiry.member_id,
            ...mail,
            attachments: [{ filename: proformaFileName(row.number), contentType: "application/pdf", content: await proformaOf(row, options) }],
          });
          return row;
        })
        .catch((error: unknown) => {
          // Two staff making an offer on one request at once: the open-offer index lets one in.
          const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
          if (code === "23505") throw new OfferRefusal(409, OFFER_MADE_MEANWHILE, "seen_version");
          throw error;
        });
      return toOffer(made, on, zoneOf(clock));
    },

    /** Staff withdraw an offer the buyer has not accepted (sent, or a change asked for). */
    async withdraw(staffId: number, offerId: number): Promise<Offer> {
      // The buyer is told in the same transaction (Reply-To the sales desk), so a withdrawal
      // and its mail exist together or not at all.
      const row = await db.transaction(async (tx) => {
        const [updated] = (await tx.execute<{ id: number }>(sql`
            update offers set state = 'withdrawn', answered_at = ${clock.now().toISOString()}, answered_by = ${staffId}
            where id = ${offerId} and state in ('sent', 'change_requested') returning id`)).rows;
        if (!updated) return null;
        const fresh = await findRow(tx, offerId);
        if (!fresh) throw new Error("the withdrawn offer vanished");
        if (fresh.buyer_email) {
          const mail = offerWithdrawnMail({ siteUrl: options.siteUrl, registered: options.registered }, { buyerName: fresh.buyer_name, offer: termsOf(fresh) });
          await enqueueMail(tx, { to: fresh.buyer_email, replyTo: options.replyTo, kind: "offer-withdrawn", reference: fresh.reference, memberId: fresh.member_id, ...mail });
        }
        return fresh;
      });
      if (!row) throw await refusalOf(db, offerId, null, "withdrawn", today(clock));
      return toOffer(row, today(clock), zoneOf(clock));
    },
  };
}
