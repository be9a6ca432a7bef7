export function CareersPage() {
  return <h1 tabIndex={-1}>CareersPage</h1>;
}
