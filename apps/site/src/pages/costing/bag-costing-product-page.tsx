export function BagCostingProductPage() {
  return <h1 tabIndex={-1}>BagCostingProductPage</h1>;
}
