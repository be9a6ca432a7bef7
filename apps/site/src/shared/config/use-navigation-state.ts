import { useHistoryState } from "wouter/use-browser-location";
import { readCategoryState, type CategoryNavState } from "./navigation-state";

/**
 * The category context of the current screen: from navigation state when the visitor came by
 * a link, otherwise the context the route implies (opened directly, reloaded, bookmarked).
 */
export function useCategoryState(fallback: CategoryNavState): CategoryNavState {
  const raw: unknown = useHistoryState();
  return readCategoryState(raw, fallback);
}
