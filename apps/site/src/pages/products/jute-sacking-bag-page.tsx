export function JuteSackingBagPage() {
  return <h1 tabIndex={-1}>JuteSackingBagPage</h1>;
}
