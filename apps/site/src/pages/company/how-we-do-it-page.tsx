export function HowWeDoItPage() {
  return <h1 tabIndex={-1}>HowWeDoItPage</h1>;
}
