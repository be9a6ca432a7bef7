/**
 * Where the flows report failures that the visitor is not told about (the lists that fill the
 * selects and the browse grids fail silently, as the original does). console.debug keeps them
 * visible to a developer without tripping the tests' console guard; tests may swap the sink.
 */
export type LogSink = (message: string, detail?: unknown) => void;

let sink: LogSink = (message, detail) => console.debug(`[flows] ${message}`, detail ?? "");

export const log = (message: string, detail?: unknown): void => sink(message, detail);

/** Replaces the sink (tests); returns a function that restores the previous one. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}
