import { CostingScreen } from "./costing-screen";

export function SoilSaverCostingProductPage() {
  return <CostingScreen screen="soilSaverCostingProduct" />;
}
