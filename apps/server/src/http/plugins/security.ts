/**
 * Headers every reply carries (pages, assets, API replies, errors): a CSP without inline
 * script, nosniff, no framing, a strict referrer policy. No CORS: the site and the API share
 * one origin, so no reply ever carries Access-Control-Allow-Origin.
 */
import type { Socket } from "node:net";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { codeForStatus } from "@jute/api/contract";
import { failureBody } from "./errors";

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

const socketErrors: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive"],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request headers are too large"],
};

/** The headers above, for replies written outside the hooks (router and socket errors). */
export const SOCKET_SECURITY_HEADERS = {
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;

/**
 * Replies Node asks the app to write straight to a socket (a request that timed out, a
 * malformed request, headers too large) bypass the hooks that add the headers above: write
 * them with the same security headers and the API's JSON failure shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, msg] = socketErrors[error.code ?? ""] ?? [400, "Bad Request", "The request is malformed"];
  const body = JSON.stringify(failureBody(msg, codeForStatus(status)));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${reason}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(SOCKET_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
  }
  socket.destroy(error);
}
