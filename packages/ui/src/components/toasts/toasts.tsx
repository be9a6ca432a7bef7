import { ToastContainer, toast } from "react-toastify";
import type { ToastOptions } from "react-toastify";
import type { FocusEvent, ReactNode } from "react";

/** How long a toast stays, in ms (WCAG: long enough to read; the original's value). */
export const TOAST_DURATION = 5000;

export interface ToastRegionProps {
  /** Names the live region. */
  label?: string;
}

/**
 * Where toasts appear: bottom-right (never over the header's Login/Logout button, which a
 * top-right toast covered for its whole life), 5 s, newest last. The container is a polite live region
 * that exists from the start, so each toast is announced; a toast never takes focus (Alt+T
 * moves focus to them on request). Toasts pause while hovered and while focus is inside.
 */
export function ToastRegion({ label = "Notifications" }: ToastRegionProps) {
  const onFocus = () => toast.pause();
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) toast.play();
  };
  return (
    <div className="jute-toasts" onFocus={onFocus} onBlur={onBlur}>
      <ToastContainer
        position="bottom-right"
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
