export function WhyJutePage() {
  return <h1 tabIndex={-1}>WhyJutePage</h1>;
}
