/**
 * Parsing of the configuration values that need more than a schema: TRUST_PROXY (which
 * client address to believe behind proxies) and PUBLIC_URL (the site's public origin).
 */
import { isIP } from "node:net";

type Parsed<T> = { value: T } | { error: string };

const isAddressOrRange = (entry: string) => {
  const [address = "", bits, extra] = entry.split("/");
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the socket's address is the client's); a
 * number N trusts the N nearest hops (the client is the address N entries from the right of
 * X-Forwarded-For); a comma-separated list of addresses or CIDR ranges trusts exactly those
 * proxies. `true` (trust every hop) is refused: any client could then choose its address by
 * sending its own X-Forwarded-For, and get a fresh rate limit for each.
 */
export function parseTrustProxy(raw: string | undefined): Parsed<false | number | string[]> {
  const text = (raw ?? "false").trim();
  if (text === "false" || text === "0") return { value: false };
  if (text === "true") {
    return { error: "true would trust every hop, so any client could pick its own address: give the number of proxies in front of the server (e.g. 1) or their addresses" };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { value: hops } : { error: "a hop count must be at most 10" };
  }
  const entries = text.split(",").map((entry) => entry.trim()).filter((entry) => entry !== "");
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    return { error: `must be false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges${bad.length > 0 ? ` (not an address: ${bad.join(", ")})` : ""}` };
  }
  return { value: entries };
}

/** PUBLIC_URL: an absolute http(s) origin, optionally with a path; kept without a trailing slash. */
export function parsePublicUrl(raw: string | undefined): Parsed<string | undefined> {
  if (raw === undefined) return { value: undefined };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: "must be an absolute URL such as https://www.example.com" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { error: "must be an http:// or https:// URL" };
  if (url.search || url.hash || url.username || url.password) return { error: "must not hold a query, a fragment or credentials" };
  return { value: url.origin + url.pathname.replace(/\/+$/, "") };
}
