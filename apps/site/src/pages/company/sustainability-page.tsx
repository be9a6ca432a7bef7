export function SustainabilityPage() {
  return <h1 tabIndex={-1}>SustainabilityPage</h1>;
}
