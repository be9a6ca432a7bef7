import type { Slide } from "../../content/types";
import { Picture } from "./picture";

export interface SlidesProps {
  slides: readonly Slide[];
  /** Names the slideshow for screen readers. */
  label: string;
  /** Ms per slide when rotating. */
  interval?: number;
  /** "carousel" pages several items at once (hessian cloth); "slideshow" shows one. */
  variant?: "slideshow" | "carousel";
}

export function SlideFigure({ slide, eager = false }: { slide: Slide; eager?: boolean }) {
  return (
    <figure className="slideshow__slide">
      <Picture image={slide.image} eager={eager} />
      <figcaption className="slideshow__caption">
        <h3>{slide.title}</h3>
        <p>{slide.caption}</p>
      </figcaption>
    </figure>
  );
}

/** The pictures of a page as a slideshow or carousel. */
export function Slides({ slides, label }: SlidesProps) {
  return (
    <section className="slideshow" aria-label={label}>
      <ul className="figure-grid">
        {slides.map((slide) => (
          <li key={slide.id}>
            <SlideFigure slide={slide} />
          </li>
        ))}
      </ul>
    </section>
  );
}
