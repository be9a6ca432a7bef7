import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import type { ReactNode } from "react";

/**
 * What a link may pass to the router besides the href. Mirrors the options of history
 * routers such as wouter (`navigate(to, { replace, state })`) without importing one.
 */
export interface NavigationOptions {
  replace?: boolean;
  /** History state: the site passes a screen's context (category, names...) this way. */
  state?: unknown;
}

declare module "react-aria-components" {
  interface RouterConfig {
    routerOptions: NavigationOptions;
  }
}

export interface RouterProviderProps {
  /** Client-side navigation, e.g. wouter's `useLocation()[1]`. */
  navigate: (href: string, options?: NavigationOptions) => void;
  /** Turns a router path into a real href (base path); identity when omitted. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Plugs the app's router into every Link, LinkButton, Tile and menu link of this library,
 * so that they navigate client-side while still rendering real `<a href>` elements.
 * The library never imports a router: the site passes wouter's functions in.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  return (
    <AriaRouterProvider navigate={(href, options) => navigate(href, options)} {...(useHref ? { useHref } : {})}>
      {children}
    </AriaRouterProvider>
  );
}
