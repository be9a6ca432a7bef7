export function CategoryDetailsPage() {
  return <h1 tabIndex={-1}>CategoryDetailsPage</h1>;
}
