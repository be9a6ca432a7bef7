export function HowWeDoPage() {
  return <h1 tabIndex={-1}>HowWeDoPage</h1>;
}
