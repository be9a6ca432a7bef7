import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@jute/ui/styles.css";
import "./app/styles/site.css";
import { App } from "./app/app";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
