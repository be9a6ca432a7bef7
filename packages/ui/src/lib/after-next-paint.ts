/**
 * Resolves once the browser has painted the frame being made now (a frame callback, then a task
 * after it), so that a press shows its own answer first (a dialog closing, "Checking…" on the
 * button) and the larger render it starts comes in a frame of its own: the press's next paint
 * within 100 ms at 4x CPU (issue 36, `pnpm bench:inp`). Where no frame comes (a hidden tab, a
 * test's DOM), after 100 ms at most.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== "function") return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
