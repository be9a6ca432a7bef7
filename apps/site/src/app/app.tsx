import { useEffect, useRef } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { routeKeys, routes } from "../config/paths";
import { requestHeadingFocus } from "../components/page-heading";
import { Layout } from "./layout/layout";
import { NotFoundPage, routePages } from "./route-pages";
import { notFoundMeta, routeMeta } from "./route-meta";
import { RouteView } from "./route-view";
import { AppProviders } from "./providers";

/** After a navigation: back to the top, and the new page's heading takes focus. */
function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    requestHeadingFocus();
    window.scrollTo(0, 0);
  }, [location]);
  return null;
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
      <Route>
        <RouteView meta={notFoundMeta}>
          <NotFoundPage />
        </RouteView>
      </Route>
    </Switch>
  );
}

/** The application: the router, the shared providers, the layout and every route. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router {...(ssrPath ? { ssrPath } : {})}>
      <AppProviders>
        <NavigationEffects />
        <Layout>
          <AppRoutes />
        </Layout>
      </AppProviders>
    </Router>
  );
}
