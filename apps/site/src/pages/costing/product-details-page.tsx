export function ProductDetailsPage() {
  return <h1 tabIndex={-1}>ProductDetailsPage</h1>;
}
