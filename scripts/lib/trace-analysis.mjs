// Where a renderer's main thread went, from a Chrome trace (Playwright's browser.startTracing):
// its top-level tasks, the long ones with what they did, and the time per kind of work. Used by
// `pnpm bench:trace` (a page's load) and `pnpm bench:inp` with INP_TRACE (one control's press).

/** What a trace event's time is spent on, in words a reader of docs/benchmarks.md knows. */
function kind(event) {
  const n = event.name;
  const url = event.args?.data?.url ?? event.args?.data?.scriptName ?? event.args?.fileName;
  if (n === "EvaluateScript" || n === "v8.compile" || n === "v8.compileModule" || n === "v8.evaluateModule") return `script ${short(url) || "(module)"}`;
  if (n === "FunctionCall") return `script ${short(url) || "(function)"}`;
  if (n === "TimerFire") return "timer";
  if (n === "FireAnimationFrame") return "animation frame callback";
  if (n === "EventDispatch") return `event ${event.args?.data?.type ?? ""}`.trim();
  if (n === "ParseHTML") return "parse HTML";
  if (n === "ParseAuthorStyleSheet") return "parse CSS";
  if (n === "UpdateLayoutTree" || n === "RecalculateStyles" || n === "ScheduleStyleRecalculation") return "style";
  if (n === "Layout") return "layout";
  if (n === "PrePaint" || n === "Paint" || n === "PaintImage" || n === "Layerize" || n === "UpdateLayer" || n === "Commit" || n === "UpdateLayerTree" || n === "CompositeLayers") return "paint and composite";
  if (n === "Decode Image" || n === "ImageDecodeTask" || n === "Decode LazyPixelRef") return "image decode";
  if (/GC|GCEvent|V8.GC/.test(n)) return "garbage collection";
  if (/media|Video|WebMediaPlayer|Pipeline/i.test(n)) return "media";
  if (n === "IntersectionObserverController::computeIntersections" || n === "ComputeIntersections") return "intersection observers";
  if (n === "HitTest") return "hit test";
  return n === "RunTask" || n === "ThreadControllerImpl::RunTask" ? undefined : n;
}
const short = (url) => (url ? String(url).replace(/^.*\//, "").replace(/\?.*$/, "") : "");

export function analyse(events, { longTaskMs = 50, kindsPerTask = 2 } = {}) {
  const threads = new Map();
  for (const e of events) if (e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain") threads.set(`${e.pid}:${e.tid}`, 0);
  const tasks = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!threads.has(key) || e.ph !== "X" || !e.dur) continue;
    if (!tasks.has(key)) tasks.set(key, []);
    tasks.get(key).push(e);
  }
  // The page's main thread: the renderer main thread with the most work.
  let best;
  let bestBusy = -1;
  for (const [key, list] of tasks) {
    const busy = list.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask").reduce((s, e) => s + e.dur, 0);
    if (busy > bestBusy) [best, bestBusy] = [key, busy];
  }
  const list = (tasks.get(best) ?? []).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const nav = events.find((e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").startsWith("http"))?.ts ?? list[0]?.ts ?? 0;
  const loadEvent = events.find((e) => e.name === "MarkLoad" && e.ts > nav && e.args?.data?.isOutermostMainFrame !== false && e.args?.data?.isMainFrame !== false)?.ts ?? Infinity;
  // Top-level tasks only (a RunTask can hold a nested one).
  const top = [];
  for (const e of list) {
    if (e.name !== "RunTask" && e.name !== "ThreadControllerImpl::RunTask") continue;
    const last = top.at(-1);
    if (!last || e.ts >= last.ts + last.dur) top.push(e);
  }
  const rows = { before: 0, after: 0, long: [], byKind: new Map() };
  let i = 0;
  for (const task of top) {
    const end = task.ts + task.dur;
    if (task.ts >= loadEvent) rows.after += task.dur; else rows.before += task.dur;
    // Self time per kind inside the task: each child's time minus its children's (nesting by ts/dur).
    const inner = [];
    while (i < list.length && list[i].ts < task.ts) i += 1;
    for (let j = i; j < list.length && list[j].ts < end; j += 1) if (list[j] !== task && kind(list[j])) inner.push(list[j]);
    const self = new Map();
    const stack = [];
    for (const e of inner) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent, (self.get(parent) ?? 0) - Math.min(e.dur, parent.ts + parent.dur - e.ts));
      self.set(e, (self.get(e) ?? 0) + e.dur);
      stack.push(e);
    }
    const perKind = new Map();
    for (const [e, t] of self) perKind.set(kind(e), (perKind.get(kind(e)) ?? 0) + Math.max(0, t));
    const attributed = [...perKind.values()].reduce((s, t) => s + t, 0);
    perKind.set("task itself", Math.max(0, task.dur - attributed));
    for (const [k, t] of perKind) rows.byKind.set(k, (rows.byKind.get(k) ?? 0) + t);
    if (task.dur >= longTaskMs * 1000) {
      const main = [...perKind].sort((a, b) => b[1] - a[1]).slice(0, kindsPerTask).map(([k, t]) => `${k} ${(t / 1000).toFixed(0)}`).join(", ");
      rows.long.push(`${((task.ts - nav) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms (${main})`);
    }
  }
  return { ...rows, loadAt: loadEvent === Infinity ? undefined : (loadEvent - nav) / 1000 };
}
