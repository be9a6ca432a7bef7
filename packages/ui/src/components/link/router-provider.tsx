import { createContext, useContext, useMemo, type ReactNode } from "react";

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

interface Router {
  navigate: (href: string, options?: NavigationOptions) => void;
  useHref: (href: string) => string;
}

const RouterContext = createContext<Router | null>(null);

/** The router given to the nearest RouterProvider, or null outside one (links then load pages). */
export function useRouter(): Router | null {
  return useContext(RouterContext);
}

const identity = (href: string) => href;

/**
 * Plugs the app's router into every Link, LinkButton, Tile and DisclosureNav link of this
 * library, so that they navigate client-side while still rendering real `<a href>` elements.
 * The library never imports a router: the site passes wouter's functions in. It holds no
 * react-aria code (it wraps every page).
 */
export function RouterProvider({ navigate, useHref = identity, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}
