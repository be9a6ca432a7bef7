export function ClothCostingProductPage() {
  return <h1 tabIndex={-1}>ClothCostingProductPage</h1>;
}
