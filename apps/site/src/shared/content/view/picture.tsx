import type { ImageAsset } from "../types";

/**
 * An image of the content data: AVIF where the browser takes it, WebP otherwise, with its
 * intrinsic size (no layout shift) and lazy loading unless it is above the fold.
 */
export function Picture({
  image,
  className,
  eager = false,
}: {
  image: ImageAsset;
  className?: string;
  /** Above the fold (banner, hero): load at once. */
  eager?: boolean;
}) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
  if (!image.avif) return img;
  return (
    <picture>
      <source srcSet={image.avif} type="image/avif" />
      {img}
    </picture>
  );
}
