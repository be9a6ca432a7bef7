/**
 * Makes spec sheets' PDFs in a worker thread, so that the 100 to 600 ms of CPU one costs
 * (pdfkit laying out text in embedded fonts) never blocks the event loop: health checks,
 * logins and accepts answer while sheets are made. One worker, started on the first sheet and
 * kept while sheets keep coming, makes them one at a time; it ends after `idleMs` without work
 * (its pdfkit and fonts cost memory) and with `close()`.
 *
 * Where the worker is: beside the bundle in production (build.mjs bundles it to
 * `<bundle>-spec-sheet-worker.mjs`), or the TypeScript source run through tsx when the server
 * itself runs from source (tests, `pnpm dev`).
 *
 * A worker that dies (out of memory, killed) fails the sheet it was making: the next one starts
 * a new worker, and the failed sheet is tried once more on it before its caller hears of it.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SpecSheet } from "./spec-sheet-pdf";
import type { RenderAnswer, RenderJob } from "./spec-sheet-worker";

/** How long a worker with nothing to make is kept before it ends. */
export const SPEC_SHEET_WORKER_IDLE_MS = 30_000;

/** The worker died (or was ended) while making a sheet: worth one more try on a new one. */
export class SpecSheetWorkerGone extends Error {
  override name = "SpecSheetWorkerGone";
}

/**
 * The worker's heap: a small young generation (its garbage is short-lived, and every MB of it
 * is resident), and a ceiling on the old one (the biggest sheet needs a fraction of it; a
 * worker that passes it dies, and the sheet is tried once more on a new one).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 };

/** The worker, from where this module runs: the bundled file, or the source through tsx. */
function startWorker(): Worker {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith(".ts")) return new Worker(new URL(`./${path.basename(here, path.extname(here))}-spec-sheet-worker.mjs`, import.meta.url), { resourceLimits: WORKER_LIMITS });
  // Running from source: Node 20 loads no TypeScript by itself, and a worker started with
  // `--import tsx` loads its entry before tsx's hooks are in place; tsx's API (a dev
  // dependency, the ESM build named by its package.json's "./esm/api" export) loads it.
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/esm/api/index.mjs")).href;
  const source = new URL("./spec-sheet-worker.ts", import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`, { eval: true, resourceLimits: WORKER_LIMITS });
}

export function createSpecSheetRenderer(options: { idleMs?: number } = {}) {
  const idleMs = options.idleMs ?? SPEC_SHEET_WORKER_IDLE_MS;
  let worker: Worker | undefined;
  let job: { worker: Worker; id: number; resolve: (pdf: Buffer) => void; reject: (error: Error) => void } | undefined;
  let ids = 0;
  let idle: NodeJS.Timeout | undefined;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();

  const start = () => {
    const started = startWorker();
    // Never what keeps the process alive: the server's sockets and timers do that.
    started.unref();
    started.on("message", (answer: RenderAnswer) => {
      if (!job || job.worker !== started || job.id !== answer.id) return;
      const { resolve, reject } = job;
      job = undefined;
      if ("pdf" in answer) resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else reject(new Error(`The spec sheet could not be made: ${answer.error}`));
    });
    const gone = (why: string) => {
      if (worker === started) worker = undefined;
      if (job?.worker === started) {
        const { reject } = job;
        job = undefined;
        reject(new SpecSheetWorkerGone(`The spec sheet worker ${why}`));
      }
    };
    started.on("error", (error) => gone(`failed: ${error.message}`));
    started.on("exit", (code) => gone(`exited (${code})`));
    return started;
  };

  const stop = () => {
    clearTimeout(idle);
    const ending = worker;
    worker = undefined;
    return ending?.terminate();
  };

  /** One sheet on the current worker (a new one when there is none). */
  const renderOnce = (sheet: SpecSheet, generatedOn: string) => {
    if (closed) return Promise.reject(new SpecSheetWorkerGone("The spec sheet worker is closed: the server is stopping"));
    clearTimeout(idle);
    worker ??= start();
    const current = worker;
    const id = (ids += 1);
    return new Promise<Buffer>((resolve, reject) => {
      job = { worker: current, id, resolve, reject };
      current.postMessage({ id, sheet, generatedOn } satisfies RenderJob);
    }).finally(() => {
      if (!job && worker === current) idle = setTimeout(() => void stop(), idleMs).unref();
    });
  };

  return {
    /** The sheet's PDF, made in the worker after the ones asked for before it. */
    render(sheet: SpecSheet, options: { generatedOn: string }): Promise<Buffer> {
      const turn = queue.then(() =>
        renderOnce(sheet, options.generatedOn).catch((error: unknown) => {
          if (error instanceof SpecSheetWorkerGone && !closed) return renderOnce(sheet, options.generatedOn);
          throw error;
        }),
      );
      queue = turn.catch(() => undefined);
      return turn;
    },
    /** Ends the worker (the server is closing); a sheet asked for after this is refused. */
    async close(): Promise<void> {
      closed = true;
      await stop();
    },
    /** Whether a worker is running now (for tests and the memory budget). */
    running: () => worker !== undefined,
  };
}

export type SpecSheetRenderer = ReturnType<typeof createSpecSheetRenderer>;
