import { CostingScreen } from "./costing-screen";

export function TraditionalClothDetailsPage() {
  return <CostingScreen screen="traditionalClothDetails" />;
}
