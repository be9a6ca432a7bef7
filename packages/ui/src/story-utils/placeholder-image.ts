/** Offline pictures for stories: an SVG data URI with a colour and an optional pattern. */
export function placeholderImage(color: string, width = 400, height = 400, stripe = "#00000022"): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${color}"/><path d="M0 ${height / 3} H${width} M0 ${(2 * height) / 3} H${width} M${width / 3} 0 V${height} M${(2 * width) / 3} 0 V${height}" stroke="${stripe}" stroke-width="${Math.max(width, height) / 40}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const JUTE_COLORS = ["#c9a66b", "#a67c52", "#8a6a45", "#d8c3a0", "#6b8e4e", "#b5895a", "#7d5a3c", "#e0cfa9", "#9c7a4f"];
