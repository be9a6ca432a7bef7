import { CostingScreen } from "./costing-screen";

export function CategoryDetailsPage() {
  return <CostingScreen screen="categoryDetails" />;
}
