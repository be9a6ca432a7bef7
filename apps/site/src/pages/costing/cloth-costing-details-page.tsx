export function ClothCostingDetailsPage() {
  return <h1 tabIndex={-1}>ClothCostingDetailsPage</h1>;
}
