import type { ComponentType } from "react";
import { PageHeading } from "@jute/ui";
import { useHistoryState } from "wouter/use-browser-location";
import { useCategoryState } from "../../lib/use-navigation-state";
import { AfterHydration } from "../../components/after-hydration";
import type { CostingFlowProps } from "./costing-flow";
import { costingFallbacks, costingHeading, isBrowseScreen, type CostingRouteKey } from "./costing-contexts";

/**
 * A costing or browse screen. Its context comes from navigation state (the menus and product
 * pages pass it) or, opened directly, from the context its route implies.
 *
 * Its body is the machine-driven flow (flows/) the page names: the browse grid, the costing
 * search or a costing product page (see costing-flow.ts).
 */
export function CostingScreen({ screen, flow: Flow }: { screen: CostingRouteKey; flow: ComponentType<CostingFlowProps> }) {
  const context = useCategoryState(costingFallbacks[screen]);
  const historyState: unknown = useHistoryState();
  const heading = costingHeading(context);
  const browse = isBrowseScreen(screen) && !(screen === "categoryDetails" && context.sub_category_id);
  const parent = context.category_name !== heading && context.category_name !== "" ? context.category_name : null;
  return (
    <div className="container page page--narrow costing-screen" data-category-id={context.category_id || undefined}>
      {parent && <p className="eyebrow">{parent}</p>}
      {/* Keyed by context: moving between screens of one route (browse, then search) is a new page too. */}
      <PageHeading key={JSON.stringify(context)}>{heading}</PageHeading>
      <p className="lead">
        {browse
          ? `Choose a product of ${heading === "Product Categories" ? "our range" : heading} to look up its price by mill and port of shipment.`
          : `Look up the price of ${heading} by mill, size and port of shipment.`}{" "}
        Prices are in US dollars and are shown to registered members.
      </p>
      <AfterHydration label="Loading the price lookup…" noScript="Looking up prices needs JavaScript: please turn it on for this site.">
        <Flow screen={screen} context={context} heading={heading} historyState={historyState} />
      </AfterHydration>
    </div>
  );
}
