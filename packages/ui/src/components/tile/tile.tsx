import type { AnchorHTMLAttributes, ReactNode } from "react";
import { cx } from "../../lib/cx";
import type { NavigationOptions } from "../link/router-provider";
import { useRouterLink } from "../link/use-router-link";

export interface TileProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "style" | "children" | "href"> {
  href: string;
  /** Passed to the router with the href (history state, replace). */
  routerOptions?: NavigationOptions;
  /** The visible name, which is also the link's accessible name. */
  name: string;
  /** The round picture; decorative (alt=""), the name says what it is. */
  imageSrc: string;
  /** Intrinsic size of the picture, to reserve space (no layout shift). */
  imageWidth?: number;
  imageHeight?: number;
  /** Lazy by default; pass "eager" for tiles above the fold. */
  loading?: "lazy" | "eager";
  className?: string;
}

/** A round image with a name under it; the whole tile is one link (client-side via RouterProvider). */
export function Tile({ name, imageSrc, imageWidth = 200, imageHeight = 200, loading = "lazy", className, href, routerOptions, onClick, ...props }: TileProps) {
  const link = useRouterLink({ href, target: props.target, download: props.download, routerOptions, onClick });
  return (
    <a {...props} {...link} className={cx("jute-tile", className)}>
      <img className="jute-tile__image" src={imageSrc} alt="" width={imageWidth} height={imageHeight} loading={loading} decoding="async" />
      <span className="jute-tile__name">{name}</span>
    </a>
  );
}

export interface TileGridProps {
  /** Tiles; each is wrapped in a list item. */
  children: ReactNode;
  /** Names the list for screen readers, e.g. "Products". */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
}

/** A responsive grid of Tiles, as a list (so the count is announced). */
export function TileGrid({ children, className, ...aria }: TileGridProps) {
  const items = Array.isArray(children) ? children : [children];
  return (
    <ul className={cx("jute-tile-grid", className)} {...aria}>
      {items.map((child, index) => (
        <li key={index} className="jute-tile-grid__item">
          {child}
        </li>
      ))}
    </ul>
  );
}
