export function BagCostingPage() {
  return <h1 tabIndex={-1}>BagCostingPage</h1>;
}
