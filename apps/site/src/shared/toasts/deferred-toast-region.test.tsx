/**
 * The toast region's code comes after the visitor's first gesture, and after that gesture's
 * paint: nothing of it runs inside the press itself (issue 36, the first press on a page).
 */
import { fireEvent, render, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { DeferredToastRegion } from "./deferred-toast-region";
import { isRegionWanted } from "./notify";

it("asks for the region only once the first gesture's frame is drawn, then mounts it", async () => {
  const { container } = render(<DeferredToastRegion />);
  expect(isRegionWanted()).toBe(false);
  fireEvent.pointerDown(document.body);
  // In the gesture's own task: not yet.
  expect(isRegionWanted()).toBe(false);
  await waitFor(() => expect(isRegionWanted()).toBe(true));
  await waitFor(() => expect(container.querySelector(".Toastify")).not.toBeNull(), { timeout: 5000 });
});
