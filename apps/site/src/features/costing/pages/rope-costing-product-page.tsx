import { ProductFlow } from "./product-flow";
import { CostingScreen } from "./costing-screen";

export function RopeCostingProductPage() {
  return <CostingScreen screen="ropeCostingProduct" flow={ProductFlow} />;
}
