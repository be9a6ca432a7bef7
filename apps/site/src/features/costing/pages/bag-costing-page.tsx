import { BrowseFlow } from "./browse-flow";
import { CostingScreen } from "./costing-screen";

export function BagCostingPage() {
  return <CostingScreen screen="bagCosting" flow={BrowseFlow} />;
}
