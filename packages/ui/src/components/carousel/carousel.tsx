import { useRef, useState } from "react";
import type { CSSProperties, PointerEvent, ReactNode } from "react";
import { PlainButton } from "../button/plain-button";
import { cx } from "../../lib/cx";
import { useAutoplay } from "../../lib/use-autoplay";
import { useMediaQuery } from "../../lib/use-media-query";

export interface CarouselItem {
  id: string;
  content: ReactNode;
  label?: string;
}

export interface CarouselProps {
  items: ReadonlyArray<CarouselItem>;
  /** Names the carousel, e.g. "Hessian cloth qualities". */
  label: string;
  /** Ms between pages when rotating (the original: 5000). */
  interval?: number;
  autoplay?: boolean;
  /** Minimum horizontal drag, in px, that counts as a swipe. */
  dragThreshold?: number;
  /**
   * A long swipe (held `longSwipeMs` or more) turns the page on release only past this share
   * of the carousel's width (the original: 0.5); a quick flick past the threshold always does.
   */
  longSwipeRatio?: number;
  longSwipeMs?: number;
  className?: string;
}

/** Items per page: 1 under 640 px, 2 under 768, 3 under 1024, 4 above. */
export function useItemsPerPage(): 1 | 2 | 3 | 4 {
  const under640 = useMediaQuery("(max-width: 639.98px)");
  const under768 = useMediaQuery("(max-width: 767.98px)");
  const under1024 = useMediaQuery("(max-width: 1023.98px)");
  if (under640) return 1;
  if (under768) return 2;
  if (under1024) return 3;
  return 4;
}

/**
 * A paged carousel: previous/next move a page, it loops, swipes page it, and it rotates
 * every `interval` ms with the same pause rules as the Slideshow (hover, focus, hand moves,
 * reduced motion).
 */
export function Carousel({ items, label, interval = 5000, autoplay = true, dragThreshold = 5, longSwipeRatio = 0.5, longSwipeMs = 300, className }: CarouselProps) {
  const perPage = useItemsPerPage();
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const [pageIndex, setPageIndex] = useState(0);
  const page = Math.min(pageIndex, pageCount - 1);
  const drag = useRef<{ x: number; pointerId: number; dragged: boolean; at: number } | null>(null);
  const [dragOffset, setDragOffset] = useState(0);
  const suppressClick = useRef(false);

  const rotation = useAutoplay({
    interval,
    enabled: autoplay && pageCount > 1,
    onTick: () => setPageIndex((p) => (Math.min(p, pageCount - 1) + 1) % pageCount),
  });

  const go = (step: 1 | -1) => {
    rotation.stop();
    setPageIndex((page + step + pageCount) % pageCount);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    drag.current = { x: e.clientX, pointerId: e.pointerId, dragged: false, at: e.timeStamp };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.x;
    if (!d.dragged && Math.abs(dx) > dragThreshold) {
      d.dragged = true;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    if (d.dragged) setDragOffset(dx);
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    setDragOffset(0);
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.x;
    if (Math.abs(dx) > dragThreshold) {
      // A swipe is an interaction; the click it ends is not a click.
      suppressClick.current = true;
      const long = e.timeStamp - d.at >= longSwipeMs;
      const width = e.currentTarget.getBoundingClientRect().width;
      // A long swipe short of the ratio springs back (and still stops rotation).
      if (long && width > 0 && Math.abs(dx) < width * longSwipeRatio) rotation.stop();
      else go(dx < 0 ? 1 : -1);
    }
  };

  const first = page * perPage;
  const trackStyle = {
    "--jute-carousel-per-page": perPage,
    transform: `translateX(calc(${-page * 100}% + ${dragOffset}px))`,
  } as CSSProperties;

  return (
    <section
      className={cx("jute-carousel", className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-per-page={perPage}
      {...rotation.regionProps}
    >
      <div
        className="jute-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={() => {
          drag.current = null;
          setDragOffset(0);
        }}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            suppressClick.current = false;
            e.preventDefault();
            e.stopPropagation();
          }
        }}
      >
        <div
          className="jute-carousel__track"
          style={trackStyle}
          data-dragging={dragOffset !== 0 || undefined}
          aria-live={rotation.isRunning ? "off" : "polite"}
          aria-atomic="false"
        >
          {items.map((item, i) => {
            const visible = i >= first && i < first + perPage;
            return (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${items.length}${item.label ? `: ${item.label}` : ""}`}
                className="jute-carousel__item"
                data-visible={visible || undefined}
                aria-hidden={!visible || undefined}
                inert={!visible}
              >
                {item.content}
              </div>
            );
          })}
        </div>
      </div>
      {pageCount > 1 ? (
        <div className="jute-carousel__controls">
          <PlainButton variant="outline" size="sm" onClick={rotation.toggle}>
            {rotation.isPlaying ? "Pause" : "Play"}
            {" "}<span className="jute-visually-hidden">carousel</span>
          </PlainButton>
          <PlainButton variant="outline" size="sm" onClick={() => go(-1)}>
            Previous
          </PlainButton>
          <span className="jute-slideshow__position" aria-hidden="true">
            {page + 1} / {pageCount}
          </span>
          <PlainButton variant="outline" size="sm" onClick={() => go(1)}>
            Next
          </PlainButton>
        </div>
      ) : null}
    </section>
  );
}
