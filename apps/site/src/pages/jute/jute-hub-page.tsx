export function JuteHubPage() {
  return <h1 tabIndex={-1}>JuteHubPage</h1>;
}
