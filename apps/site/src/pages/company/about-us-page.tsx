export function AboutUsPage() {
  return <h1 tabIndex={-1}>AboutUsPage</h1>;
}
