export function TypesOfJutePage() {
  return <h1 tabIndex={-1}>TypesOfJutePage</h1>;
}
