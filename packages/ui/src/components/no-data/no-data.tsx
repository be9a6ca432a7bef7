import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface NoDataProps {
  /** The message; "No data found" by default. */
  children?: ReactNode;
  /** A picture to show instead of the built-in illustration. Decorative: the text says it all. */
  imageSrc?: string;
  imageWidth?: number;
  imageHeight?: number;
  className?: string;
}

/** An empty state: a picture and a line of text, announced politely when it appears. */
export function NoData({ children = "No data found", imageSrc, imageWidth = 160, imageHeight = 120, className }: NoDataProps) {
  return (
    <div role="status" className={cx("jute-no-data", className)}>
      {imageSrc ? (
        <img className="jute-no-data__image" src={imageSrc} alt="" width={imageWidth} height={imageHeight} />
      ) : (
        <svg className="jute-no-data__image" viewBox="0 0 160 120" width={imageWidth} height={imageHeight} aria-hidden="true" focusable="false">
          {/* An empty jute sack. */}
          <path d="M50 30 Q80 18 110 30 L122 100 Q80 112 38 100 Z" fill="#e6d5b8" stroke="#8a6a45" strokeWidth="3" />
          <path d="M56 34 Q80 26 104 34" fill="none" stroke="#8a6a45" strokeWidth="3" strokeLinecap="round" />
          <path d="M60 60 L100 60 M58 74 L102 74 M56 88 L104 88" stroke="#c4ab84" strokeWidth="2" />
          <circle cx="128" cy="24" r="12" fill="none" stroke="#8a6a45" strokeWidth="3" />
          <path d="M136 32 L148 44" stroke="#8a6a45" strokeWidth="4" strokeLinecap="round" />
        </svg>
      )}
      <p className="jute-no-data__text">{children}</p>
    </div>
  );
}
