import { useEffect, useRef, useState } from "react";
import { PageHeading } from "../../components/page-heading";
import { SiteLink } from "../../components/site-link";
import type { HomeContent } from "../../content/types";

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * The full-width looping video behind the welcome text. It is muted and decorative, starts
 * only when the visitor has not asked for reduced motion, and has a pause/play button
 * (WCAG 2.2.2: moving content that lasts more than five seconds can be paused).
 */
export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || prefersReducedMotion() || typeof video.play !== "function") return;
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false), // Autoplay refused (data saver, policy): the poster stays.
    );
  }, []);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    }
  };

  return (
    <section className="hero" aria-labelledby="hero-heading">
      <video
        ref={videoRef}
        className="hero__media"
        muted
        loop
        playsInline
        preload="none"
        poster={hero.video.poster.src}
        width={hero.video.width}
        height={hero.video.height}
        aria-hidden="true"
        tabIndex={-1}
      >
        {hero.video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <div className="hero__shade" />
      <div className="container hero__content">
        <PageHeading id="hero-heading">{hero.heading}</PageHeading>
        <p className="hero__text">{hero.text}</p>
        <ul className="hero__actions">
          {hero.actions.map((action, index) => (
            <li key={action.href}>
              <SiteLink link={action} className={index === 0 ? "button button--primary" : "button button--secondary"} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="button hero__pause" onClick={toggle}>
        {playing ? hero.pauseLabel : hero.playLabel}
      </button>
    </section>
  );
}
