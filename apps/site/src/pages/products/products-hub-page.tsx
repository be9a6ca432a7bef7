export function ProductsHubPage() {
  return <h1 tabIndex={-1}>ProductsHubPage</h1>;
}
