/**
 * JSON bodies nested deeper than MAX_JSON_DEPTH are refused with a 400 before they are parsed.
 * No call of the API nests more than three levels; a body of 8,000 opening brackets (under
 * 16 KiB) overflowed the stack of the checks that walk a parsed body ("Maximum call stack
 * size exceeded", a 500 with a stack in the log). The scan is one pass over the text, skipping
 * strings; the parse after it is Fastify's own (prototype poisoning refused as before).
 */
import type { FastifyInstance } from "fastify";

export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, counting no further than `limit + 1`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 92 /* \ */) at += 1;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 /* [ */ || code === 123 /* { */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === 93 /* ] */ || code === 125 /* } */) depth -= 1;
  }
  return deepest;
}

export function registerJsonDepthLimit(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(Object.assign(new Error(`The body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`), { statusCode: 400 }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
