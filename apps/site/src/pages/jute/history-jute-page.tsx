export function HistoryJutePage() {
  return <h1 tabIndex={-1}>HistoryJutePage</h1>;
}
