export function PropertiesOfJutePage() {
  return <h1 tabIndex={-1}>PropertiesOfJutePage</h1>;
}
