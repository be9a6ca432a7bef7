/** The environment every test server starts with; see test-server-env.mjs. */
export function testServerEnv(overrides?: Record<string, string | undefined>): Record<string, string>;
