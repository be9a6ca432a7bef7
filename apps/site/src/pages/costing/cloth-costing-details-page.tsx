import { CostingScreen } from "./costing-screen";

export function ClothCostingDetailsPage() {
  return <CostingScreen screen="clothCostingDetails" />;
}
