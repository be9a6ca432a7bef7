/**
 * Offers (/staff/offers): every offer made on a quote request, newest first, filtered by state
 * (`?state=accepted` in the address, so a link to "accepted offers" can be shared and Back
 * returns to the previous filter; states passed while arrowing through the select are not kept). Each row opens its request in the inbox, where the offer
 * panel revises or withdraws it. A plain list (load, empty, error with Try again), after the
 * other staff list pages: no flow of its own.
 */
import type { ApiResult } from "@jute/api/client";
import type { StaffOfferList } from "@jute/api/client/offers";
import { formatMoney, formatQuantity, incotermWithPlace, offeredLines, OFFER_STATES, openRequestQuery, STAFF_OFFERS_LIMIT, type Offer, type OfferState } from "@jute/api/contract";
import { PageHeading, PlainButton, Select, Table } from "@jute/ui";
import { memo, useDeferredValue, useRef, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { offerClient } from "../../shared/api/offers";
import { staffPageRoute } from "../../shared/config/paths";
import { useLoad } from "../../shared/flows/use-load";
import { daysBetween } from "@jute/api/mill-day";
import { staffCopy } from "./staff.copy";
import { endedOn401 } from "./staff-api";
import { CountStatus, ErrorLine, StatusLine, type Loaded } from "./staff-data";
import { loadedTitle, useStaffTitle } from "./staff-title";

const copy = staffCopy.offers;

/** An open offer this many days or fewer from its last valid day shows "expires in N days". */
export const EXPIRES_SOON_DAYS = 3;

/** The state asked for in the address; anything else shows every offer. */
export function stateFromQuery(value: string | null): OfferState | "" {
  return (OFFER_STATES as readonly string[]).includes(value ?? "") ? (value as OfferState) : "";
}

/** "2026-12-09 (expires in 2 days)" for an open offer near its end; the day alone otherwise. */
export function validUntilText(offer: Pick<Offer, "state" | "valid_until">, today: string): string {
  if (offer.state !== "sent") return offer.valid_until;
  const left = daysBetween(today, offer.valid_until);
  return left >= 0 && left <= EXPIRES_SOON_DAYS ? `${offer.valid_until} (${copy.expiresIn(left)})` : offer.valid_until;
}

/** Loads the list for a state, again on `retry()` ("Loading…" meanwhile); a 401 ends the session (as every staff call). */
function useOffers(state: OfferState | ""): [Loaded<StaffOfferList>, () => void] {
  return useLoad(async (): Promise<ApiResult<StaffOfferList>> => endedOn401(await (await offerClient()).getOffers(state ? { state } : {})), { deps: [state], clearOnReload: true });
}

/**
 * Choices made within this long of the one before replace it in the history instead of adding
 * to it: a keyboard user arrowing through the closed select passes every state on the way
 * (each a change), and Back should return to the choice before, not to each one passed.
 */
export const FILTER_SETTLE_MS = 1000;

export function OffersPage() {
  const [params, setParams] = useSearchParams();
  const lastChange = useRef(0);
  const state = stateFromQuery(params.get("state"));
  // The select shows the new choice in the press's own frame; the list follows in a render of
  // its own (issue 36: replacing the list in the key's task took 60 to 80 ms at 4x CPU).
  const listed = useDeferredValue(state);
  const [list, retry] = useOffers(listed);
  const [filtered, setFiltered] = useState(false);
  const shown = filtered && list.kind === "ok" ? copy.shown(list.data.offers.length, listed) : "";
  useStaffTitle(loadedTitle(copy.heading, list, listed ? copy.filteredTitle(listed) : undefined));

  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className="lead">{copy.lead}</p>
      <Select
        label={copy.filter}
        options={copy.filterOrder.map((id) => ({ id, label: copy.states[id] }))}
        emptyLabel={copy.all}
        value={state === "" ? null : state}
        onChange={(value) => {
          const next = stateFromQuery(typeof value === "string" ? value : null);
          setFiltered(true);
          const now = Date.now();
          const settled = now - lastChange.current > FILTER_SETTLE_MS;
          lastChange.current = now;
          setParams(next ? { state: next } : {}, { replace: !settled });
        }}
        className="staff-field"
      />
      <CountStatus text={shown} />
      <OffersResults list={list} state={listed} retry={retry} />
    </>
  );
}

/** What the load shows: "Loading…", the failure with Try again, or the table (drawn again only when one of these changes). */
const OffersResults = memo(function OffersResults({ list, state, retry }: { list: Loaded<StaffOfferList>; state: OfferState | ""; retry: () => void }) {
  return (
    <>
      {list.kind === "loading" ? <StatusLine>Loading…</StatusLine> : <StatusLine>{""}</StatusLine>}
      {list.kind === "error" ? (
        <>
          <ErrorLine>{list.msg}</ErrorLine>
          <PlainButton variant="outline" onClick={retry}>
            {copy.retry}
          </PlainButton>
        </>
      ) : null}
      {list.kind === "ok" ? <OffersTable list={list.data} state={state} /> : null}
    </>
  );
});

function OffersTable({ list, state }: { list: StaffOfferList; state: OfferState | "" }) {
  const inbox = staffPageRoute("inbox");
  return (
    <>
      <p>{copy.today(list.today, list.timeZone)}</p>
      {list.offers.length >= STAFF_OFFERS_LIMIT ? <p>{copy.limit(STAFF_OFFERS_LIMIT)}</p> : null}
      <Table
        caption={copy.caption(list.offers.length, state)}
        cards
        // Eight columns: cards until the table has 60rem (the State column was off-screen at 768 px);
        // each card's heading right under the page's h1 (no level skipped at 320 px).
        cardsUnder="60rem"
        cardHeadingLevel={2}
        columns={[
          { id: "number", name: copy.columns.number, isRowHeader: true },
          { id: "request", name: copy.columns.request },
          { id: "buyer", name: copy.columns.buyer },
          { id: "product", name: copy.columns.product },
          { id: "quantity", name: copy.columns.quantity },
          { id: "total", name: copy.columns.total },
          { id: "validUntil", name: copy.columns.validUntil },
          { id: "state", name: copy.columns.state },
        ]}
        rows={list.offers.map((offer) => ({
          id: offer.id,
          cells: {
            number: offer.number,
            request: (
              <Link href={`${inbox}?${openRequestQuery(offer.enquiry_id)}`} aria-label={copy.openRequest(offer.reference)}>
                {offer.reference}
              </Link>
            ),
            buyer: copy.buyer(offer),
            product: offer.product,
            quantity: offer.lines.length === 1 && offer.lines[0]?.quantity != null ? formatQuantity(offer.lines[0].quantity, offer.lines[0].unit) : offeredLines(offer.lines),
            total: copy.total(formatMoney(offer.total), incotermWithPlace(offer.incoterm, offer.place)),
            validUntil: validUntilText(offer, list.today),
            state: copy.states[offer.state],
          },
        }))}
        emptyState={copy.empty(state)}
        className="table-scroll"
      />
    </>
  );
}
