export function LoginPage() {
  return <h1 tabIndex={-1}>LoginPage</h1>;
}
