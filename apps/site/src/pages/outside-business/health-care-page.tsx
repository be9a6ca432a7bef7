export function HealthCarePage() {
  return <h1 tabIndex={-1}>HealthCarePage</h1>;
}
