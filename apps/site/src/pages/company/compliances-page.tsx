export function CompliancesPage() {
  return <h1 tabIndex={-1}>CompliancesPage</h1>;
}
