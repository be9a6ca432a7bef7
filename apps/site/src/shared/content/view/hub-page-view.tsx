import type { HubPage } from "../types";
import { CardGrid } from "./cards";
import { ContentPageView } from "./content-page-view";

/** A hub page (/company, /products, /jute, /outside-business): introduction and a card per page. */
export function HubPageView({ page }: { page: HubPage }) {
  return (
    <ContentPageView page={page}>
      <nav aria-label={`${page.heading}: pages`}>
        <CardGrid cards={page.links} headingLevel={2} />
      </nav>
    </ContentPageView>
  );
}
