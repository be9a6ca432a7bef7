import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { CategoriesReply, LoadCategories } from "./types";

export type CategoriesState = { readonly status: "loading" } | CategoriesReply;

const StateContext = createContext<CategoriesState>({ status: "loading" });
const RequestContext = createContext<() => void>(() => {});

/**
 * Fires the category call once, the first time the menu is about to be used (a pointer over
 * the menus, focus in them, the mobile Menu button: see `useRequestCategories`), and shares
 * the reply. Until then, and while it runs, the menu says "Data loading...". Deferring it keeps
 * the API client and the call off the first visit of a page nobody opens the menu on. The
 * loader is injected so tests and stories can hand in a fake reply.
 */
export function CategoriesProvider({ load, children }: { load: LoadCategories; children: ReactNode }) {
  const [state, setState] = useState<CategoriesState>({ status: "loading" });
  const [requested, setRequested] = useState(false);
  const request = useCallback(() => setRequested(true), []);
  useEffect(() => {
    if (!requested) return;
    let live = true;
    load().then(
      (reply) => {
        if (live) setState(reply);
      },
      () => {
        // The original leaves a failed category load silent; the menu says so itself.
        if (live) setState({ kind: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [load, requested]);
  return (
    <RequestContext.Provider value={request}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </RequestContext.Provider>
  );
}

export const useCategories = (): CategoriesState => useContext(StateContext);

/** Starts the category call (once): call it when the menu is about to be used. */
export const useRequestCategories = (): (() => void) => useContext(RequestContext);
