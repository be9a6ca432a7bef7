import { BrowseFlow } from "./browse-flow";
import { CostingScreen } from "./costing-screen";

export function TraditionalClothDetailsPage() {
  return <CostingScreen screen="traditionalClothDetails" flow={BrowseFlow} />;
}
