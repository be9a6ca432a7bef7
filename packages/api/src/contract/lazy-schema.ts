/**
 * Reply schemas are built the first time they are asked for (the browser's client checks each
 * reply, but a page makes only a few kinds of call: building all of them when the client's chunk
 * loads was one long task on a costing page's start, about 25 ms on a slow CPU). Each schema is
 * a getter made by `once`, and its type is `Built<typeof getter>`: the schema is written once,
 * its type derived from it, and server, client and tests all take the getter.
 */
import type * as z from "zod/mini";

/** A schema built on the first call and shared afterwards. */
export function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/** What a lazily built schema parses to. */
export type Built<F extends () => z.ZodMiniType> = z.infer<ReturnType<F>>;

