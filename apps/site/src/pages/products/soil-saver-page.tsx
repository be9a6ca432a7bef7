export function SoilSaverPage() {
  return <h1 tabIndex={-1}>SoilSaverPage</h1>;
}
