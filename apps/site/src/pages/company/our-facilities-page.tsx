export function OurFacilitiesPage() {
  return <h1 tabIndex={-1}>OurFacilitiesPage</h1>;
}
