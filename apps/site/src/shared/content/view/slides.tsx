import { Carousel, Slideshow } from "@jute/ui";
import type { Slide } from "../types";
import { Picture } from "./picture";

export interface SlidesProps {
  slides: readonly Slide[];
  /** Names the slideshow for screen readers. */
  label: string;
  /** Ms per slide when rotating (3000 by default, as the original). */
  interval?: number;
  /** Cross-fade in ms (the diversification slider: 1000). */
  transitionMs?: number;
  /** Height of the slide area (the diversification slider: 400). */
  height?: number;
  /** "carousel" pages several items at once (hessian cloth); "slideshow" shows one. */
  variant?: "slideshow" | "carousel";
}

export function SlideFigure({ slide, headingLevel = 3 }: { slide: Slide; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <figure className="slide">
      <Picture image={slide.image} className="slide__image" />
      <figcaption className="slide__caption">
        <Heading className="slide__title">{slide.title}</Heading>
        <p>{slide.caption}</p>
      </figcaption>
    </figure>
  );
}

/** The pictures of a page as a slideshow (pause/play, previous/next) or a paged carousel. */
export function Slides({ slides, label, interval, transitionMs, height, variant = "slideshow" }: SlidesProps) {
  const items = slides.map((slide) => ({ id: slide.id, label: slide.title, content: <SlideFigure slide={slide} /> }));
  if (variant === "carousel") {
    return <Carousel items={items} label={label} interval={interval ?? 5000} className="page-slides" />;
  }
  return (
    <Slideshow
      slides={items}
      label={label}
      interval={interval ?? 3000}
      {...(transitionMs !== undefined ? { transitionMs } : {})}
      {...(height !== undefined ? { height } : {})}
      className="page-slides"
    />
  );
}
