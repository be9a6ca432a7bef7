/**
 * The site's dates of an offer are the mill's day (issue 33): an offer made at 00:30 in Dhaka
 * (18:30 UTC the day before) reads "Made on 26 November 2026" to the buyer (staff's panel:
 * features/staff/offers/staff-offer-days.test.tsx), not the UTC day its time starts with; at 23:30 it is still that day. Both read
 * `dayOf` of `@jute/api/mill-day` in the offer's `time_zone`, the module validity uses.
 */
import type { Offer } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { sentOffer } from "./offer-fixtures";
import { myOffersMachine } from "./my-offers.machine";
import { MyOffersScreen } from "./my-offers-screen";

/** Made at 00:30 on the 26th in Dhaka, accepted at 00:45. */
const afterMidnight: Offer = { ...sentOffer, state: "accepted", valid_until: "2099-12-09", created_at: "2026-11-25T18:30:00.000Z", answered_at: "2026-11-25T18:45:00.000Z" };
/** Made at 23:30 on the 26th in Dhaka, a change asked for at 23:45. */
const beforeMidnight: Offer = { ...sentOffer, id: "9", number: "PI-2026-000014-1", reference: "E-2026-000014", state: "change_requested", valid_until: "2099-12-09", created_at: "2026-11-26T17:30:00.000Z", answered_at: "2026-11-26T17:45:00.000Z" };

describe("the buyer's offers", () => {
  it.each([
    ["00:30", afterMidnight, "Made on 26 November 2026. Accepted on 26 November 2026"],
    ["23:30", beforeMidnight, "Made on 26 November 2026. Change asked for on 26 November 2026"],
  ])("an offer made at %s in Dhaka is made and answered on the mill's day", async (_at, offer, line) => {
    const machine = myOffersMachine.provide({ actors: { loadOffers: answers({ kind: "ok", data: [offer], msg: "Offers" }) as never } });
    renderFlow(<MyOffersScreen machine={machine} />, { path: "/my-enquiries" });
    const article = await screen.findByRole("article", { name: new RegExp(offer.number) });
    expect(within(article).getByText(new RegExp(`^${line}`))).toBeInTheDocument();
  });
});
