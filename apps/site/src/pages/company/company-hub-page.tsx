export function CompanyHubPage() {
  return <h1 tabIndex={-1}>CompanyHubPage</h1>;
}
