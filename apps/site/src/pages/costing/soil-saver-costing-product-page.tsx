export function SoilSaverCostingProductPage() {
  return <h1 tabIndex={-1}>SoilSaverCostingProductPage</h1>;
}
