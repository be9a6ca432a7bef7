export function RopeCostingProductPage() {
  return <h1 tabIndex={-1}>RopeCostingProductPage</h1>;
}
