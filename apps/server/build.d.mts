/** Bundles the server into dist/main.mjs (see build.mjs). */
export function buildServer(): Promise<unknown>;
