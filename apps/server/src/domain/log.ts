/**
 * What the domain writes to the log, as a type of its own: the server passes its logger
 * (Fastify's pino), a test or a script passes anything with these three levels.
 */
export interface Log {
  info(object: object, message?: string): void;
  info(message: string): void;
  warn(object: object, message?: string): void;
  warn(message: string): void;
  error(object: object, message?: string): void;
  error(message: string): void;
}
