import type { ComponentType } from "react";
import { PageHeading } from "@jute/ui";
import { useHistoryState } from "wouter/use-browser-location";
import { useCategoryState } from "../../../shared/config/use-navigation-state";
import { AfterHydration } from "../../../shared/hydration/after-hydration";
import { costingLead } from "../costing.copy";
import { SessionEndedNotice } from "../session-ended-notice";
import { costingRules, isBrowse, productRules, type CostingRouteKey, type ProductRouteKey } from "../costing-rules";
import { pricesTitle, screenName, useScreenTitle } from "../screen-title";
import type { CostingFlowProps } from "./costing-flow";
import { costingFallbacks, costingHeading } from "./costing-contexts";

/**
 * A costing or browse screen. Its context comes from navigation state (the menus and product
 * pages pass it) or, opened directly, from the context its route implies.
 *
 * Its body is the machine-driven flow (flows/) the page names: the browse grid, the costing
 * search or a costing product page (see costing-flow.ts).
 */
export function CostingScreen<K extends CostingRouteKey>({ screen, flow: Flow }: { screen: K; flow: ComponentType<CostingFlowProps<K>> }) {
  const context = useCategoryState(costingFallbacks[screen]);
  const historyState: unknown = useHistoryState();
  const heading = costingHeading(context);
  const browse = isBrowse(screen, context);
  const parent = context.category_name !== heading && context.category_name !== "" ? context.category_name : null;
  const name = screenName(context);
  // The list of all categories keeps its route's title; every other screen is titled by its name.
  useScreenTitle(context.category_id === "" ? null : pricesTitle(name));
  const rule = costingRules[screen];
  const lead = browse
    ? costingLead.browse(context.category_id === "" ? null : heading)
    : rule.flow === "product"
      ? costingLead.product(name, productRules(screen as ProductRouteKey, context).withSizes)
      : costingLead.yarnSearch(name);
  return (
    <div className="container page costing-screen" data-category-id={context.category_id || undefined}>
      {parent && <p className="eyebrow">{parent}</p>}
      {/* Keyed by context: moving between screens of one route (browse, then search) is a new page too. */}
      <PageHeading key={JSON.stringify(context)}>{heading}</PageHeading>
      <p className="lead">
        {lead} {costingLead.members}
      </p>
      <SessionEndedNotice />
      <AfterHydration label="Loading the price lookup…" noScript="Looking up prices needs JavaScript: please turn it on for this site.">
        <Flow screen={screen} context={context} heading={heading} historyState={historyState} />
      </AfterHydration>
    </div>
  );
}
