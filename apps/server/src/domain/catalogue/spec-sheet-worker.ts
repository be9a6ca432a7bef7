/**
 * The worker thread that makes spec sheets' PDFs (spec-sheet-renderer.ts starts it): one job
 * at a time, `{ id, sheet, generatedOn }` in, `{ id, pdf, ms }` out with the PDF's bytes
 * transferred (never copied back), or `{ id, error }` when the PDF could not be made.
 */
import { parentPort } from "node:worker_threads";
import { renderSpecSheet, type SpecSheet } from "./spec-sheet-pdf";

export interface RenderJob {
  id: number;
  sheet: SpecSheet;
  generatedOn: string;
}

/** `ms`: how long the making took in the worker (what it would have held the event loop up). */
export type RenderAnswer = { id: number; pdf: Uint8Array; ms: number } | { id: number; error: string };

const port = parentPort;
if (port) {
  port.on("message", (job: RenderJob) => {
    const started = performance.now();
    renderSpecSheet(job.sheet, { generatedOn: job.generatedOn }).then(
      (made) => {
        // Its own ArrayBuffer (a copy in this thread: Buffer.concat may cut from a shared
        // pool, and transferring the pool would take its neighbours along), handed over whole.
        const pdf = new Uint8Array(made);
        port.postMessage({ id: job.id, pdf, ms: performance.now() - started } satisfies RenderAnswer, [pdf.buffer]);
      },
      (error: unknown) => port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderAnswer),
    );
  });
}
