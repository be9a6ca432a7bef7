export function BagCostingDetailsPage() {
  return <h1 tabIndex={-1}>BagCostingDetailsPage</h1>;
}
