import { BrowseFlow } from "./browse-flow";
import { CostingScreen } from "./costing-screen";

export function ClothCostingDetailsPage() {
  return <CostingScreen screen="clothCostingDetails" flow={BrowseFlow} />;
}
