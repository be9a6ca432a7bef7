import { PageHeading } from "@jute/ui";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { quoteListCopy } from "./quote-list.copy";
import { QuoteListScreen } from "./quote-list-screen";

/** My quote list (/my-quote-list): the lines a member gathered on the price pages, sent as one request. */
export function QuoteListPage() {
  return (
    <div className="container page">
      <PageHeading>{quoteListCopy.heading}</PageHeading>
      <p className="lead">{quoteListCopy.lead}</p>
      <AfterHydration label={quoteListCopy.loading} noScript="Your quote list needs JavaScript: please turn it on for this site.">
        <QuoteListScreen />
      </AfterHydration>
    </div>
  );
}
