/**
 * Navigation for the flows' actions: wouter's browser-location `navigate`, usable outside React
 * (the session actor lives for the whole visit). History state carries a screen's context.
 */
import { navigate as wouterNavigate } from "wouter/use-browser-location";

export function navigateTo(path: string, state?: unknown): void {
  wouterNavigate(path, state === undefined ? {} : { state });
}
