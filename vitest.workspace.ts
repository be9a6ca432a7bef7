/**
 * The test projects of the workspace. Vitest 4 has no workspace file of its own, so the root
 * scripts point `--config` here (see ../shared/toolchain.md).
 */
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "api",
          root: "packages/api",
          environment: "node",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          include: ["test/**/*.test.ts"],
          // PGlite and argon2 are CPU-heavy: keep server files from starving each other.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "ui",
          root: "packages/ui",
          environment: "jsdom",
          globals: true,
          setupFiles: ["../../test/setup-dom.ts"],
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.browser.test.{ts,tsx}"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "site",
          root: "apps/site",
          environment: "jsdom",
          globals: true,
          setupFiles: ["../../test/setup-dom.ts"],
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.browser.test.{ts,tsx}"],
        },
      },
    ],
  },
});
