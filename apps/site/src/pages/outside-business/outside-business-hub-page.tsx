export function OutsideBusinessHubPage() {
  return <h1 tabIndex={-1}>OutsideBusinessHubPage</h1>;
}
