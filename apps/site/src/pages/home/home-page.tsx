export function HomePage() {
  return <h1 tabIndex={-1}>HomePage</h1>;
}
