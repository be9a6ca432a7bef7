import { CostingScreen } from "./costing-screen";

export function BagCostingDetailsPage() {
  return <CostingScreen screen="bagCostingDetails" />;
}
