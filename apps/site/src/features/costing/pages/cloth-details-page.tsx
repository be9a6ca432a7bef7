import { BrowseFlow } from "./browse-flow";
import { CostingScreen } from "./costing-screen";

export function ClothDetailsPage() {
  return <CostingScreen screen="clothDetails" flow={BrowseFlow} />;
}
