import { useCallback, useEffect, useRef, useState } from "react";
import type { FocusEvent } from "react";
import { usePrefersReducedMotion } from "./use-media-query";
import { useOnScreen } from "./use-on-screen";

export interface AutoplayOptions {
  /** Milliseconds between ticks. */
  interval: number;
  /** Whether autoplay is wanted at all. Reduced motion turns it off at start regardless. */
  enabled: boolean;
  /** Called at each tick while playing. */
  onTick: () => void;
}

export interface Autoplay {
  /** The user has not paused (and reduced motion did not pause at start). */
  isPlaying: boolean;
  /** Playing, on screen in a visible tab, and neither hovered nor focused: the timer is running. */
  isRunning: boolean;
  /** The pause/play button's action. */
  toggle: () => void;
  /** Stops for good (until the user presses play): after prev/next, a swipe... */
  stop: () => void;
  /** Spread on the region that pauses on hover and focus. */
  regionProps: {
    /** The region watched for being on screen: off screen or in a hidden tab the timer stops. */
    ref: (element: HTMLElement | null) => void;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: (e: FocusEvent<HTMLElement>) => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Rotation rules shared by Slideshow and Carousel (WCAG 2.2.2 and the APG carousel pattern):
 * never under reduced motion unless the user presses play, paused while hovered or while
 * focus is inside, stopped for good once the user navigates by hand. Off screen or in a hidden tab
 * the timer does not run (nobody sees the slides change; a phone spends nothing on it), and it
 * goes on where it was when the region comes back.
 */
export function useAutoplay({ interval, enabled, onTick }: AutoplayOptions): Autoplay {
  const reducedMotion = usePrefersReducedMotion();
  // null: the user has not chosen; then autoplay follows `enabled` and reduced motion.
  const [userChoice, setUserChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const isPlaying = enabled && (userChoice ?? !reducedMotion);
  const [ref, onScreen] = useOnScreen<HTMLElement>();
  const isRunning = isPlaying && onScreen && !hovered && !focused;

  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });

  useEffect(() => {
    if (!isRunning) return undefined;
    const id = window.setInterval(() => tick.current(), interval);
    return () => window.clearInterval(id);
  }, [isRunning, interval]);

  // Pressing play is an explicit request: it overrides the hover/focus pause until the
  // pointer or focus enters the region again (APG carousel pattern).
  const toggle = useCallback(() => {
    if (!isPlaying) {
      setHovered(false);
      setFocused(false);
    }
    setUserChoice(!isPlaying);
  }, [isPlaying]);
  const stop = useCallback(() => setUserChoice(false), []);

  return {
    isPlaying,
    isRunning,
    toggle,
    stop,
    regionProps: {
      ref,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
