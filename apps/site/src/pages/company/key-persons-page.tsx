export function KeyPersonsPage() {
  return <h1 tabIndex={-1}>KeyPersonsPage</h1>;
}
