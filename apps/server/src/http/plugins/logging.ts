/**
 * The server's log: JSON lines for machines (LOG_FORMAT=json, the default when the output is
 * not a terminal), or human lines (LOG_FORMAT=pretty, the default at a terminal), and exactly
 * one line per request: method, path (never the query string), status and time. Fastify's
 * own request lines ("incoming request", "request completed", "Route ... not found") are
 * replaced by that one line; what a line may hold is decided by log-safety.ts.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { prettyFactory } from "pino-pretty";
import type { Config, LogFormat } from "../../env";
import { logSerializers, scrubText } from "./log-safety";

/** Where log lines go: stdout unless a test gives its own. */
export interface LogDestination {
  write(line: string): void;
}

/** A request's path as logged: no query string (it may carry a token or an email), scrubbed. */
export function loggedPath(url: string): string {
  return scrubText(url.split("?")[0] ?? "");
}

/** The one line a request leaves, e.g. "GET /api/api_request 200 3.2 ms". */
export function requestLine(request: FastifyRequest, reply: FastifyReply): string {
  return `${request.method} ${loggedPath(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
}

/** One line per request, written when its reply is sent; Fastify's own request lines are off. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...fields, err: error }, requestLine(request, reply));
    else reply.log.info(fields, requestLine(request, reply));
  }
}

/**
 * Human lines: the time, the level and the message; the fields a request line repeats are left
 * out, anything else a line carries (an error, a signal) follows it.
 */
export function prettyDestination(out: LogDestination, colour: boolean): LogDestination {
  const prettify = prettyFactory({
    colorize: colour,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,req,res,responseTime",
  });
  return { write: (line) => out.write(prettify(line)) };
}

/** Fastify's logger options for the configured level and format. */
export function loggingOptions(
  config: Pick<Config, "logLevel" | "logFormat">,
  destination?: LogDestination,
): Pick<FastifyServerOptions, "logger" | "logController"> {
  if (config.logLevel === "silent") return { logger: false };
  const format: LogFormat = config.logFormat;
  const out = destination ?? process.stdout;
  const stream = format === "pretty" ? prettyDestination(out, !destination && process.stdout.isTTY === true) : destination;
  return {
    logger: {
      level: config.logLevel,
      // Requests are logged by method and path only; these paths never hold a password or
      // token, and the redaction is a second guard.
      redact: ["req.headers.authorization", "req.headers.cookie", "req.body.password", "req.body.api_password", "token"],
      // Errors and requests are logged without query parameters, emails, hashes or tokens.
      serializers: logSerializers,
      ...(stream ? { stream } : {}),
    },
    logController: new OneLinePerRequest(),
  };
}
