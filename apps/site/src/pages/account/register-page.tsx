export function RegisterPage() {
  return <h1 tabIndex={-1}>RegisterPage</h1>;
}
