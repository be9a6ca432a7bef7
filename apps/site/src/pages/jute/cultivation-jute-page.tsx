export function CultivationJutePage() {
  return <h1 tabIndex={-1}>CultivationJutePage</h1>;
}
