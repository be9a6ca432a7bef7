export function OurHistoryPage() {
  return <h1 tabIndex={-1}>OurHistoryPage</h1>;
}
