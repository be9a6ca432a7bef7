export function JuteDiversificationPage() {
  return <h1 tabIndex={-1}>JuteDiversificationPage</h1>;
}
