import { useEffect, useState } from "react";
import type { CSSProperties, ReactNode } from "react";
import { PlainButton } from "../button/plain-button";
import { cx } from "../../lib/cx";
import { useAutoplay } from "../../lib/use-autoplay";

export interface Slide {
  id: string;
  content: ReactNode;
  /** Added to the slide's name ("2 of 5: Tossa Jute"). */
  label?: string;
}

export interface SlideshowProps {
  slides: ReadonlyArray<Slide>;
  /** Names the slideshow, e.g. "Our facilities". */
  label: string;
  /** Dwell per slide in ms (the original: 3000, or 5000 for the diversification slider). */
  interval?: number;
  /** Cross-fade length in ms (the diversification slider: 1000). 0 switches at once. */
  transitionMs?: number;
  /** After the last slide comes the first again. Without it, autoplay stops on the last slide. */
  loop?: boolean;
  /** Rotate on its own. Never at start under prefers-reduced-motion; the user can press play. */
  autoplay?: boolean;
  /** Height of each slide's picture (e.g. 400 for the diversification slider); captions show below it in full. */
  height?: number | string;
  className?: string;
}

/**
 * An auto-advancing slideshow (APG carousel pattern): a pause/play button first, then
 * previous/next. Rotation pauses while hovered or focused and stops for good when the user
 * moves by hand; the visible slide is announced politely only when not rotating.
 */
export function Slideshow({
  slides,
  label,
  interval = 3000,
  transitionMs = 0,
  loop = true,
  autoplay = true,
  height,
  className,
}: SlideshowProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(count - 1, 0));
  const atStart = current === 0;
  const atEnd = current === count - 1;

  const rotation = useAutoplay({
    interval,
    enabled: autoplay && count > 1,
    // Functional update: several ticks may run before React renders (a long fake-timer jump,
    // a throttled background tab).
    onTick: () => setIndex((i) => (loop ? (i + 1) % count : Math.min(i + 1, count - 1))),
  });

  // Without loop, rotation ends on the last slide; the user can still press play.
  const { stop } = rotation;
  useEffect(() => {
    if (!loop && atEnd && rotation.isPlaying) stop();
  }, [loop, atEnd, rotation.isPlaying, stop]);

  const go = (step: 1 | -1) => {
    rotation.stop();
    setIndex(loop ? (current + step + count) % count : Math.min(Math.max(current + step, 0), count - 1));
  };

  const style = {
    "--jute-slide-transition": `${transitionMs}ms`,
    ...(height !== undefined ? { "--jute-slide-height": typeof height === "number" ? `${height}px` : height } : {}),
  } as CSSProperties;

  return (
    <section
      className={cx("jute-slideshow", className)}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      data-playing={rotation.isRunning || undefined}
      {...rotation.regionProps}
    >
      <div className="jute-slideshow__viewport" aria-live={rotation.isRunning ? "off" : "polite"} aria-atomic="false">
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}${slide.label ? `: ${slide.label}` : ""}`}
              className="jute-slideshow__slide"
              data-active={active || undefined}
              aria-hidden={!active || undefined}
              inert={!active}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="jute-slideshow__controls">
          <PlainButton variant="outline" size="sm" onClick={rotation.toggle} className="jute-slideshow__toggle">
            {rotation.isPlaying ? "Pause" : "Play"}
            {" "}<span className="jute-visually-hidden">slideshow</span>
          </PlainButton>
          <PlainButton variant="outline" size="sm" onClick={() => go(-1)} disabled={!loop && atStart}>
            Previous{" "}<span className="jute-visually-hidden">slide</span>
          </PlainButton>
          <span className="jute-slideshow__position" aria-hidden="true">
            {current + 1} / {count}
          </span>
          <PlainButton variant="outline" size="sm" onClick={() => go(1)} disabled={!loop && atEnd}>
            Next{" "}<span className="jute-visually-hidden">slide</span>
          </PlainButton>
        </div>
      ) : null}
    </section>
  );
}
