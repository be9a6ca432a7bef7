import { PageHeading } from "@jute/ui";
import { AfterHydration } from "../../../shared/components/after-hydration";
import { myEnquiriesCopy } from "../enquiries.copy";
import { MyEnquiriesScreen } from "./my-enquiries-screen";

/** My enquiries (/my-enquiries): a member's own enquiries and quote requests. */
export function MyEnquiriesPage() {
  return (
    <div className="container page">
      <PageHeading>{myEnquiriesCopy.heading}</PageHeading>
      <p className="lead">{myEnquiriesCopy.lead}</p>
      <AfterHydration label={myEnquiriesCopy.loading} noScript="Your enquiries need JavaScript: please turn it on for this site.">
        <MyEnquiriesScreen />
      </AfterHydration>
    </div>
  );
}
