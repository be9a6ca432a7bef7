import { CostingProductScreen } from "../costing-product/costing-product-screen";
import type { ProductFilters } from "../costing-product/costing-product.machine";
import type { ProductRouteKey } from "../costing-rules";
import { keptSelections } from "../view-price";
import { flowKey, type CostingFlowProps } from "./costing-flow";

/** The price lookup of a costing product page (bag, cloth, rope, traditional, soil saver). */
export function ProductFlow({ screen, context, historyState }: CostingFlowProps<ProductRouteKey>) {
  return <CostingProductScreen key={flowKey(context)} route={screen} context={context} kept={keptSelections<ProductFilters>(historyState)} />;
}
