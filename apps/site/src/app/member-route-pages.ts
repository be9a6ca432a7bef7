import type { ComponentType } from "react";

/**
 * The page modules of members' own routes (the route table's kind "member": My enquiries, the
 * quote list): a chunk of its own, so that a visitor's entry chunk carries neither their loaders
 * nor the list of files each page preloads. route-pages.ts reaches it through one import, and the
 * header's member chunk (layout/my-enquiries-link.tsx) fetches it as soon as a member is logged in,
 * so a member's first click on one of these pages waits for no extra round trip.
 * route-pages.ts's own list leaves these folders out: a page is in exactly one of the two.
 */
export const memberPageModules = import.meta.glob<Record<string, ComponentType>>([
  "../features/enquiries/my-enquiries/*-page.tsx",
  "../features/enquiries/quote-list/*-page.tsx",
]);

/** The staff console's chunk (staff are logged in: this chunk is on hand before they open it). */
export const loadStaffArea = () => import("../features/staff/staff-area");
