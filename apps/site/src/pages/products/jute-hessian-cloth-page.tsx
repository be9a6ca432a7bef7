export function JuteHessianClothPage() {
  return <h1 tabIndex={-1}>JuteHessianClothPage</h1>;
}
