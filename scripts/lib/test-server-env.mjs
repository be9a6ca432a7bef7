// The environment every test server starts with (server tests, e2e, benchmarks, soak): one
// place for the lifted per-address limits (every request of a test comes from 127.0.0.1),
// quiet logs and PGlite by default. A caller adds what is its own (port, data folder, mail).
/**
 * @param {Record<string, string | undefined>} [overrides] what this server needs beyond the defaults
 * @returns {Record<string, string>}
 */
export function testServerEnv(overrides = {}) {
  /** @type {Record<string, string>} */
  const env = {
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    LOGIN_LIMIT_PER_MINUTE: "100000",
    REGISTER_LIMIT_PER_HOUR: "100000",
    ENQUIRY_LIMIT_PER_HOUR: "100000",
    ACK_LIMIT_PER_DAY: "1000",
    // What a proforma prints (offers are refused while any is unset): test values, never a mill's.
    MILL_BANK_NAME: "Test Bank PLC",
    MILL_BANK_BRANCH: "Motijheel Branch, Dhaka",
    MILL_BANK_ACCOUNT_NAME: "Sonali Jute Group (test)",
    MILL_BANK_ACCOUNT_NUMBER: "0001-2345678-01",
    MILL_BANK_SWIFT: "TESTBDDHXXX",
    ...Object.fromEntries(
      ["SJSML", "OJML"].flatMap((code) => [
        [`MILL_${code}_TRADE_LICENCE`, `TL-${code}-0001`],
        [`MILL_${code}_ERC`, `ERC-${code}-0002`],
        [`MILL_${code}_BIN`, `BIN-${code}-0003`],
        [`MILL_${code}_ETIN`, `ETIN-${code}-0004`],
      ]),
    ),
    PDF_LIMIT_PER_MINUTE: "100000",
  };
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) env[key] = value;
  return env;
}
