/**
 * Whether a browser's post came from a page of another site (a forged form: CSRF). A form may
 * be posted across sites without any script, so every route that takes a native form post
 * checks it (the contact form's no-script door, POST /contact-us). Refused, with or without
 * Fetch Metadata: `Sec-Fetch-Site: cross-site`; an `Origin` that is `null` (a sandboxed or
 * privacy-hidden page) or names another host; a `Referer` of another host when no `Origin` came.
 * A post with neither header (an old browser, a referrer stripped by policy) is let through:
 * browsers send `Origin` on every form post they make today.
 *
 * "Our host" is the host the request was addressed to (a page cannot choose the Host header its
 * browser sends) or PUBLIC_URL's. Schemes are not compared: behind a TLS proxy the server
 * itself is reached over http while the page is https.
 */
import type { FastifyRequest } from "fastify";

/** The host of `url` (its port only when not the scheme's default); null if it is not a URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function isCrossSitePost(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const ours = (claimed: string): boolean => {
    const claimedHost = hostOf(claimed);
    if (claimedHost === null) return false;
    // The request's Host read with the claimed scheme, so a default port compares as absent.
    const scheme = claimed.slice(0, claimed.indexOf(":") + 1);
    return claimedHost === hostOf(`${scheme}//${request.host}`) || (publicUrl !== undefined && claimedHost === hostOf(publicUrl));
  };
  const origin = request.headers.origin;
  if (origin !== undefined) return !ours(origin);
  const referer = request.headers.referer;
  return referer !== undefined && !ours(referer);
}
