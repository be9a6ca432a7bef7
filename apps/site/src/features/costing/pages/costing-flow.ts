import type { CategoryNavState } from "../../../shared/config/navigation-state";
import type { CostingRouteKey } from "../costing-rules";

/**
 * What a costing or browse screen hands to its flow, the machine-driven body under its
 * heading. `historyState` is the raw navigation state: after a login through View Price it
 * holds the selections to restore.
 *
 * Each page names its flow (product-flow, browse-flow, category-details-flow), so a page's
 * chunk carries the one machine it runs and does not create the others when its script starts.
 */
export interface CostingFlowProps<K extends CostingRouteKey = CostingRouteKey> {
  screen: K;
  context: CategoryNavState;
  heading: string;
  historyState: unknown;
}

/** A new context is a new flow: keyed by it, the machine starts again from its input. */
export const flowKey = (context: CategoryNavState) => JSON.stringify(context);
