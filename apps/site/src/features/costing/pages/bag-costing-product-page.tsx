import { ProductFlow } from "./product-flow";
import { CostingScreen } from "./costing-screen";

export function BagCostingProductPage() {
  return <CostingScreen screen="bagCostingProduct" flow={ProductFlow} />;
}
