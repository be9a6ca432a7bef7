/**
 * Headers every reply carries (pages, assets, API replies, errors): a CSP without inline
 * script, nosniff, no framing, a strict referrer policy. No CORS: the site and the API share
 * one origin, so no reply ever carries Access-Control-Allow-Origin.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // react-aria positions popovers with style attributes.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:"],
        "media-src": ["'self'"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "frame-src": ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Plain HTTP on loopback during development and tests; production sits behind TLS.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: true },
  });
}
