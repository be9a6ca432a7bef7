import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "@jute/ui/styles.css";
import "./app/styles/site.css";
import { App } from "./app/app";

const root = document.getElementById("root");
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Pages arrive rendered at build time (scripts/prerender.mjs; public/boot.js starts this
  // script once the page has painted): hydrate them. The product details (and the 404 page)
  // arrive as the empty shell: render them. As a transition, hydration yields to the browser
  // every few milliseconds instead of holding the main thread for the whole page.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
