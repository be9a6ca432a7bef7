import { CostingProductScreen, type CostingProductPage } from "../../flows/costing-product/costing-product-screen";
import type { ProductFilters } from "../../flows/costing-product/costing-product.machine";
import { keptSelections } from "../../flows/view-price";
import type { CostingRouteKey } from "./costing-contexts";
import { flowKey, type CostingFlowProps } from "./costing-flow";

const productPages: Partial<Record<CostingRouteKey, CostingProductPage>> = {
  bagCostingProduct: "bag",
  clothCostingProduct: "cloth",
  ropeCostingProduct: "rope",
  traditionalCostingProduct: "traditional",
  soilSaverCostingProduct: "soilSaver",
};

/** The price lookup of a costing product page (bag, cloth, rope, traditional, soil saver). */
export function ProductFlow({ screen, context, historyState }: CostingFlowProps) {
  const page = productPages[screen];
  if (!page) throw new Error(`${screen} is not a costing product page`);
  return <CostingProductScreen key={flowKey(context)} page={page} context={context} kept={keptSelections<ProductFilters>(historyState)} />;
}
