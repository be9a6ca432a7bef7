export function JuteHessianBagPage() {
  return <h1 tabIndex={-1}>JuteHessianBagPage</h1>;
}
