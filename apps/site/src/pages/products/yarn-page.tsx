export function YarnPage() {
  return <h1 tabIndex={-1}>YarnPage</h1>;
}
