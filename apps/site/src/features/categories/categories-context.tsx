import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { CategoriesReply, LoadCategories } from "./types";

export type CategoriesState = { readonly status: "loading" } | CategoriesReply;

const StateContext = createContext<CategoriesState>({ status: "loading" });

/**
 * Fires the category call once, when the header first mounts (as the original does), and
 * shares the reply. The loader is injected so tests and stories can hand in a fake reply.
 */
export function CategoriesProvider({ load, children }: { load: LoadCategories; children: ReactNode }) {
  const [state, setState] = useState<CategoriesState>({ status: "loading" });
  useEffect(() => {
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
  }, [load]);
  return (
    <StateContext.Provider value={state}>{children}</StateContext.Provider>
  );
}

export const useCategories = (): CategoriesState => useContext(StateContext);
