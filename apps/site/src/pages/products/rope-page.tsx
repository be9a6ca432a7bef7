export function RopePage() {
  return <h1 tabIndex={-1}>RopePage</h1>;
}
