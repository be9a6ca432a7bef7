import { home } from "./home.copy";

/**
 * The hero's poster in the two sizes made for it (800x450 and 1600x900), as a srcset per
 * format. Shared by the hero's <picture> and the preload in the prerendered home page's head,
 * so that the browser fetches the same file for both.
 */
const sizes = () => [home.hero.posterSmall, home.hero.video.poster] as const;

export function heroPosterSrcSet(format: "avif" | "webp"): string {
  return sizes()
    .map((image) => `${format === "avif" ? (image.avif ?? image.src) : image.src} ${image.width}w`)
    .join(", ");
}

/**
 * The poster covers the hero (object-fit: cover): it spans the viewport's width, and on a
 * phone, where the hero is taller than 16:9 (about 522 px), it is drawn about 58rem wide.
 */
export const heroPosterSizes = "max(100vw, 58rem)";
