import { RouterProvider } from "@jute/ui";
import { useEffect, useRef, type ReactNode } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { routeKeys, routes, staffBase } from "../shared/config/paths";
import { Layout } from "./layout/layout";
import { AppProviders } from "./providers";
import { NotFoundPage, routePages, StaffArea } from "./route-pages";
import { notFoundMeta, routeMeta, staffMeta } from "./route-meta";
import { RouteView } from "./route-view";
import type { LoadCategories } from "../shared/categories";

/** A new page starts at the top (its heading takes focus: see PageHeading). */
function ScrollToTop() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Plugs wouter into the ui library's links and menus (the library never imports a router). */
function WouterToUi({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, { replace: options?.replace ?? false, state: options?.state ?? null })}>
      {children}
    </RouterProvider>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {routeKeys.map((key) => {
        const Page = routePages[key];
        return (
          <Route key={key} path={routes[key].path}>
            <RouteView meta={routeMeta(key)}>
              <Page />
            </RouteView>
          </Route>
        );
      })}
      <Route path={staffBase} nest>
        <RouteView meta={staffMeta}>
          <StaffArea />
        </RouteView>
      </Route>
      <Route>
        <RouteView meta={notFoundMeta}>
          <NotFoundPage />
        </RouteView>
      </Route>
    </Switch>
  );
}

export interface AppProps {
  /** Start at this path instead of the browser's (tests). */
  ssrPath?: string;
  /** Replace the category call (tests, stories). */
  loadCategories?: LoadCategories;
}

/** The application: the router, the shared providers, the layout and every route. */
export function App({ ssrPath, loadCategories }: AppProps) {
  return (
    <Router {...(ssrPath ? { ssrPath } : {})}>
      <WouterToUi>
        <AppProviders {...(loadCategories ? { loadCategories } : {})}>
          <ScrollToTop />
          <Layout>
            <AppRoutes />
          </Layout>
        </AppProviders>
      </WouterToUi>
    </Router>
  );
}
