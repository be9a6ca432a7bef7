import type { CategoryNavState } from "../../../shared/config/navigation-state";
import { costingRules, type CostingRouteKey } from "../costing-rules";

export type { CostingRouteKey };

/**
 * The context each screen implies when it is opened without navigation state (typed in,
 * reloaded, bookmarked): the costing rules' fallbacks (flows/costing-rules.ts). The
 * /category-details screen with no category is the list of all categories.
 */
export const costingFallbacks = Object.fromEntries(
  Object.entries(costingRules).map(([key, rule]) => [key, rule.fallback]),
) as Record<CostingRouteKey, CategoryNavState>;

/** The screen's heading: the most specific name in its context. */
export const costingHeading = (context: CategoryNavState): string =>
  context.sub_category_name ?? context.child_category_name ?? context.category_name;
