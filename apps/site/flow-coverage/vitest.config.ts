/** The flow coverage check (`pnpm test:flows`), run after the unit and e2e tests. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "flow-coverage",
    root: import.meta.dirname,
    environment: "node",
    include: ["check.flows.ts"],
  },
});
