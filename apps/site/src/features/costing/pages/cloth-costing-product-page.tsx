import { ProductFlow } from "./product-flow";
import { CostingScreen } from "./costing-screen";

export function ClothCostingProductPage() {
  return <CostingScreen screen="clothCostingProduct" flow={ProductFlow} />;
}
