export function JuteCarpetBackingClothPage() {
  return <h1 tabIndex={-1}>JuteCarpetBackingClothPage</h1>;
}
