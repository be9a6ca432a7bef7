import { ProductFlow } from "./product-flow";
import { CostingScreen } from "./costing-screen";

export function TraditionalCostingProductPage() {
  return <CostingScreen screen="traditionalCostingProduct" flow={ProductFlow} />;
}
