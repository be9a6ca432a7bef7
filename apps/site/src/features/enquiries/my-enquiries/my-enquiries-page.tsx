import { PageHeading } from "@jute/ui";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { myEnquiriesCopy } from "../enquiries.copy";
import { MyEnquiriesScreen } from "./my-enquiries-screen";
import { MyOffersScreen } from "../offers/my-offers-screen";
import { offersCopy } from "../offers/offers.copy";

/** My enquiries (/my-enquiries): a member's own enquiries and quote requests. */
export function MyEnquiriesPage() {
  return (
    <div className="container page">
      <PageHeading>{myEnquiriesCopy.heading}</PageHeading>
      <p className="lead">{myEnquiriesCopy.lead}</p>
      <AfterHydration label={myEnquiriesCopy.loading} noScript="Your enquiries need JavaScript: please turn it on for this site.">
        <MyEnquiriesScreen />
      </AfterHydration>
      <h2>{offersCopy.heading}</h2>
      <p>{offersCopy.lead}</p>
      <AfterHydration label={offersCopy.loading} noScript="Your offers need JavaScript: please turn it on for this site.">
        <MyOffersScreen />
      </AfterHydration>
    </div>
  );
}
