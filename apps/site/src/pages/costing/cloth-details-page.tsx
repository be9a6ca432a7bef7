export function ClothDetailsPage() {
  return <h1 tabIndex={-1}>ClothDetailsPage</h1>;
}
