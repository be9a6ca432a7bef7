export function TraditionalClothDetailsPage() {
  return <h1 tabIndex={-1}>TraditionalClothDetailsPage</h1>;
}
