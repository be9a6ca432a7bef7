import { BrowseFlow } from "./browse-flow";
import { CostingScreen } from "./costing-screen";

export function BagCostingDetailsPage() {
  return <CostingScreen screen="bagCostingDetails" flow={BrowseFlow} />;
}
