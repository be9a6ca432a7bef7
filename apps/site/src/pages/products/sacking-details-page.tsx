export function SackingDetailsPage() {
  return <h1 tabIndex={-1}>SackingDetailsPage</h1>;
}
