export function UsesOfJutePage() {
  return <h1 tabIndex={-1}>UsesOfJutePage</h1>;
}
