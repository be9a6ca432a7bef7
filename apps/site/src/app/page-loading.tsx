/** Shown in the main area while a page's code loads (usually for a moment only). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>Loading the page…</span>
    </div>
  );
}
