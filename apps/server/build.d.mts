/** Bundles the server (see build.mjs) to `outfile`, dist/main.mjs by default. */
export function buildServer(outfile?: string): Promise<unknown>;
