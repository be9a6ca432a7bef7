/** Bundles the server (see build.mjs) to `outfile`, dist/main.mjs by default. */
export function buildServer(outfile?: string, entry?: string): Promise<unknown>;
/** Bundles the `pnpm staff:add` command to `outfile`, dist/staff-add.mjs by default. */
export function buildStaffCli(outfile?: string): Promise<unknown>;
