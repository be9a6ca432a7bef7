/**
 * Where the e2e run's servers listen, for playwright.config.ts and the specs: one place for the
 * ports. E2E_PORT (default 4173) moves them all, so two runs on one machine never share one.
 * - the main server (every journey, the budgets and the price-leak checks) on E2E_PORT;
 * - the offers server, whose clock a test can move (offers/shifted-clock.mjs), on E2E_PORT + 10000;
 * - the SMTP catcher both mail to (mail-catcher.ts) on E2E_PORT + 20000, its mail read over
 *   HTTP on E2E_PORT + 20001 (mail.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const MAIN_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const OFFERS_PORT = E2E_PORT + 10_000;
export const OFFERS_ORIGIN = `http://127.0.0.1:${OFFERS_PORT}`;
export const SMTP_PORT = E2E_PORT + 20_000;
export const MAIL_API_PORT = E2E_PORT + 20_001;

/** The staff account both servers make with `pnpm staff:add` before they start (scripts/e2e-server.mjs). */
export const STAFF = { email: "e2e.staff@mill.example", password: "e2e-staff-golden-fibre-2026" };
