import { ProductFlow } from "./product-flow";
import { CostingScreen } from "./costing-screen";

export function SoilSaverCostingProductPage() {
  return <CostingScreen screen="soilSaverCostingProduct" flow={ProductFlow} />;
}
