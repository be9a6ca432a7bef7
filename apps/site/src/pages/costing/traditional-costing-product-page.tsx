export function TraditionalCostingProductPage() {
  return <h1 tabIndex={-1}>TraditionalCostingProductPage</h1>;
}
