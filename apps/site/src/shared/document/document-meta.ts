/**
 * The document title and meta description of the current route. Set from the route list at
 * each navigation so that the title is announced by screen readers and right in the history.
 */
export function setDocumentMeta(title: string, description: string): void {
  document.title = title;
  setDescription(description);
}

/**
 * The meta description alone: what arrives after the title (the routes' descriptions are a
 * chunk of their own) must not put the route's title back over a screen's own title.
 */
export function setDescription(description: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = description;
}
