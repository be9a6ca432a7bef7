/**
 * Shared set-up for the jsdom test projects: jest-dom matchers, a clean DOM after each test,
 * and a test that writes to the console fails (an unexpected warning is a bug).
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

let consoleCalls: string[] = [];

beforeEach(() => {
  consoleCalls = [];
  for (const level of ["error", "warn"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleCalls.push(`${level}: ${args.map(String).join(" ")}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (consoleCalls.length > 0) {
    throw new Error(`The test wrote to the console:\n${consoleCalls.join("\n")}`);
  }
});
