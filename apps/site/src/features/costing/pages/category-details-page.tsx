import { CategoryDetailsFlow } from "./category-details-flow";
import { CostingScreen } from "./costing-screen";

export function CategoryDetailsPage() {
  return <CostingScreen screen="categoryDetails" flow={CategoryDetailsFlow} />;
}
