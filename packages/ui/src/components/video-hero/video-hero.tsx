import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { PlainButton } from "../button/plain-button";
import { cx } from "../../lib/cx";
import { usePrefersReducedMotion } from "../../lib/use-media-query";
import { useOnScreen, usePrefersLessData } from "../../lib/use-on-screen";

export interface VideoSource {
  src: string;
  /** MIME type, e.g. "video/webm". */
  type: string;
}

export interface VideoHeroProps {
  sources: ReadonlyArray<VideoSource>;
  /** Shown before the video plays, and instead of it under reduced motion. */
  poster?: string;
  /**
   * A picture behind the video (a responsive <picture> of the poster, sized per viewport),
   * shown until the video plays and instead of it when paused before the first frame; with
   * it, `poster` can be left out.
   */
  backdrop?: ReactNode;
  /** The overlaid content: welcome heading and text. */
  children?: ReactNode;
  /** Intrinsic size of the video, for layout stability. */
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A full-width, muted, looping background video with a poster and a pause/play button.
 * It plays on its own only when the user has asked for neither reduced motion nor less data
 * (Save-Data), and not before the page has loaded and the main thread is idle: until then the
 * poster shows, and the first taps are not queued behind the video's start. It runs only while on
 * screen in a visible tab (paused, not stopped, otherwise: it goes on when it comes back). The
 * video is decorative (aria-hidden): the overlaid text carries the message.
 */
export function VideoHero({ sources, poster, backdrop, children, width = 1280, height = 720, className }: VideoHeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const lessData = usePrefersLessData();
  const playing = userChoice ?? !(reducedMotion || lessData);
  const video = useRef<HTMLVideoElement>(null);
  const [regionRef, onScreen] = useOnScreen<HTMLDivElement>();

  // The video's bytes wait for the page's own load (its first-screen picture above all), and
  // its start for the first idle moment after it (hydration, the first taps come first).
  const [pageReady, setPageReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle = typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(() => setPageReady(true), { timeout: 2000 })
        : window.setTimeout(() => setPageReady(true), 0);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  const running = playing && pageReady && onScreen;
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (running) {
      // Autoplay can be refused (data saver, browser policy): then show the play button. A play
      // cut short by a pause (scrolled away, tab hidden before it started) is no refusal.
      const result = el.play() as Promise<void> | undefined;
      result?.catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === "AbortError")) setUserChoice(false);
      });
    } else {
      el.pause();
    }
  }, [running]);

  return (
    <div ref={regionRef} className={cx("jute-video-hero", className)} data-playing={running || undefined}>
      {backdrop ? <div className="jute-video-hero__backdrop">{backdrop}</div> : null}
      <video
        ref={video}
        className="jute-video-hero__video"
        {...(poster ? { poster } : {})}
        muted
        loop
        playsInline
        preload={playing && pageReady ? "auto" : "none"}
        width={width}
        height={height}
        aria-hidden="true"
        tabIndex={-1}
      >
        {sources.map((s) => (
          <source key={s.src} src={s.src} type={s.type} />
        ))}
      </video>
      <div className="jute-video-hero__content">{children}</div>
      <PlainButton variant="primary" size="sm" className="jute-video-hero__toggle" onClick={() => setUserChoice(!playing)}>
        {playing ? "Pause" : "Play"}
        {" "}<span className="jute-visually-hidden">background video</span>
      </PlainButton>
    </div>
  );
}
