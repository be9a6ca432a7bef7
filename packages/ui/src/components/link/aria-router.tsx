import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import type { ReactNode } from "react";
import { useRouter } from "./router-provider";

/**
 * Hands the RouterProvider's router to the react-aria components inside (menu items and
 * links with an href), so they navigate client-side too. Used by the library's components
 * built on react-aria links; pages never need it.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const router = useRouter();
  if (!router) return <>{children}</>;
  return (
    <AriaRouterProvider navigate={(href, options) => router.navigate(href, options)} useHref={router.useHref}>
      {children}
    </AriaRouterProvider>
  );
}
