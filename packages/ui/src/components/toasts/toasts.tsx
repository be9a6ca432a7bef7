import { cssTransition, ToastContainer, toast } from "react-toastify";
import type { ToastOptions } from "react-toastify";
import type { FocusEvent, ReactNode } from "react";

/** How long a toast stays, in ms (WCAG: long enough to read; the original's value). */
export const TOAST_DURATION = 5000;

export interface ToastRegionProps {
  /** Names the live region. */
  label?: string;
}

/** Toasts fade in and out (no sliding in from the side: the region sits in the page's flow). */
const Fade = cssTransition({ enter: "jute-toast-in", exit: "jute-toast-out", collapseDuration: 200 });

/**
 * Where toasts appear: in the page's flow, where the region is placed (the site puts it under
 * the header, above the page's content), never floating over the page: a toast pushes the page
 * down while it lasts instead of covering a control or the result it announces, at any width
 * and zoom (issue 26). 5 s, newest last. The container is a polite live region that exists
 * from the start, so each toast is announced once; a toast never takes focus (Alt+T moves
 * focus to them on request, and its close button dismisses it). Toasts pause while hovered
 * and while focus is inside.
 */
export function ToastRegion({ label = "Notifications" }: ToastRegionProps) {
  const onFocus = () => toast.pause();
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) toast.play();
  };
  return (
    <div className="jute-toasts" onFocus={onFocus} onBlur={onBlur}>
      <ToastContainer
        position="top-right"
        transition={Fade}
        autoClose={TOAST_DURATION}
        pauseOnHover
        pauseOnFocusLoss
        closeOnClick={false}
        draggable="touch"
        newestOnTop={false}
        theme="light"
        aria-label={label}
      />
    </div>
  );
}

type Message = ReactNode;

function show(message: Message, options: ToastOptions) {
  return toast(message, { autoClose: TOAST_DURATION, ...options });
}

/**
 * Shows a toast. Success is polite (role=status), errors are assertive (role=alert).
 * Returns the toast's id (for `toast.dismiss`).
 */
export const notify = {
  success: (message: Message, options: ToastOptions = {}) => show(message, { type: "success", role: "status", ...options }),
  info: (message: Message, options: ToastOptions = {}) => show(message, { type: "info", role: "status", ...options }),
  error: (message: Message, options: ToastOptions = {}) => show(message, { type: "error", role: "alert", ...options }),
  dismissAll: () => toast.dismiss(),
};
