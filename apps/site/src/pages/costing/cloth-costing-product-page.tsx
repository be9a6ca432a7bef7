import { CostingScreen } from "./costing-screen";

export function ClothCostingProductPage() {
  return <CostingScreen screen="clothCostingProduct" />;
}
