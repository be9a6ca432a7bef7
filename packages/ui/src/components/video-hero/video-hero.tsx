import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { PlainButton } from "../button/plain-button";
import { cx } from "../../lib/cx";
import { usePrefersReducedMotion } from "../../lib/use-media-query";

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
 * It plays on its own only when the user has not asked for reduced motion. The video is
 * decorative (aria-hidden): the overlaid text carries the message.
 */
export function VideoHero({ sources, poster, backdrop, children, width = 1280, height = 720, className }: VideoHeroProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const playing = userChoice ?? !reducedMotion;
  const video = useRef<HTMLVideoElement>(null);

  // The video's bytes wait for the page's own load (its first-screen picture above all).
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setPageLoaded(true);
      return;
    }
    const onLoad = () => setPageLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (playing && pageLoaded) {
      // Autoplay can be refused (data saver, browser policy): then show the play button.
      const result = el.play() as Promise<void> | undefined;
      result?.catch(() => setUserChoice(false));
    } else if (!playing) {
      el.pause();
    }
  }, [playing, pageLoaded]);

  return (
    <div className={cx("jute-video-hero", className)}>
      {backdrop ? <div className="jute-video-hero__backdrop">{backdrop}</div> : null}
      <video
        ref={video}
        className="jute-video-hero__video"
        {...(poster ? { poster } : {})}
        muted
        loop
        playsInline
        preload={playing && pageLoaded ? "auto" : "none"}
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
