// The page's main thread from a Chromium trace (devtools.timeline and the V8 sampling profiler):
// paint times, long tasks and what ran in them, for bench/trace.mjs.
import { isWebpackRuntime, packageOf, relativeSource, workspaceOf } from './attribute.mjs';

export const LONG_TASK_MS = 50;

/**
 * A short name for the source of a sampled frame: the npm package, 'webpack runtime', or the
 * workspace folder and its first two levels ('shared-ui/src/price', 'shell/src/layout').
 * @param {string | null} source  the file a source map gives for the frame, if any
 * @param {string} app            the app folder whose build served the script
 */
export function sourceName(source, app) {
  if (!source) return `${app} (unmapped)`;
  const pkg = packageOf(source);
  if (pkg) return pkg;
  if (isWebpackRuntime(source)) return 'webpack runtime';
  const ws = workspaceOf(source);
  const rest = relativeSource(source);
  const parts = rest.split('/');
  if (ws === 'self') return [app, ...parts.slice(0, 2)].join('/').replace(/\.[jt]sx?$/, '');
  if (ws) return parts.slice(0, 3).join('/').replace(/\.[jt]sx?$/, '');
  return rest;
}

/**
 * @param {any[]} events  the trace's events
 * @param {(frame: { url: string, lineNumber: number, columnNumber: number, functionName: string }) => string} nameOf
 *   names a sampled frame that has a script URL (the others are named by V8: '(program)',
 *   '(garbage collector)', a browser function)
 * @returns {{ fcp: number | null, lcp: number | null, longTasks: { start: number, duration: number, sources: Record<string, number> }[],
 *   blockingAfterFcp: number, blockingBeforeFcp: number, busy: number }}  all in ms from navigation start
 */
export function mainThreadOf(events, nameOf, windowMs = Infinity) {
  // The page's renderer: the one whose main thread carries the profiler's samples.
  const profiled = new Set(events.filter((e) => e.name === 'ProfileChunk').map((e) => e.pid));
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && profiled.has(e.pid));
  // The blank tab's renderer may have samples too: the page's is the one that painted.
  const painted = new Set(events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.pid));
  const main = mains.find((e) => painted.has(e.pid)) ?? mains[0];
  if (!main) throw new Error('no renderer main thread with CPU samples in the trace');
  const { pid, tid } = main;
  // The page's navigation starts in the frame its first paint is in, possibly in another
  // renderer (the blank tab's) before the navigation moved to this one.
  const fcpEvent = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  const navs = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false);
  const nav = fcpEvent
    ? navs.filter((e) => e.args?.frame === fcpEvent.args?.frame && e.ts <= fcpEvent.ts).at(-1)
    : navs.find((e) => e.pid === pid);
  if (!nav) throw new Error('no navigationStart in the trace');
  const t0 = nav.ts;
  const ms = (ts) => (ts - t0) / 1000;
  const lcpEvents = events.filter((e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate' && e.ts >= t0);
  const fcp = fcpEvent ? ms(fcpEvent.ts) : null;
  const lcp = lcpEvents.length ? ms(lcpEvents.at(-1).ts) : null;

  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= t0 && ms(e.ts) < windowMs)
    .map((e) => ({ start: ms(e.ts), duration: e.dur / 1000 }));
  const busy = tasks.reduce((s, t) => s + t.duration, 0);
  const long = tasks.filter((t) => t.duration > LONG_TASK_MS);

  // The sampling profiler's nodes and samples (times in trace microseconds).
  const nodes = new Map();
  const samples = [];
  // One profile per thread: the Profile event is on the thread it samples, its chunks (with
  // the same id) on the profiler's own thread. The renderer's workers (the service worker's)
  // have profiles of their own, left out here.
  const profile = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile');
  let ts = profile?.args.data.startTime ?? 0;
  for (const e of events) {
    if (!profile || e.pid !== pid || e.name !== 'ProfileChunk' || e.id !== profile.id) continue;
    const cpu = e.args.data.cpuProfile ?? {};
    for (const n of cpu.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ id, at: ms(ts) });
    });
  }
  const names = new Map();
  const frameName = (id) => {
    if (!names.has(id)) {
      const frame = nodes.get(id)?.callFrame;
      names.set(id, !frame ? '(unknown)' : frame.url ? nameOf(frame) : frame.functionName || '(anonymous)');
    }
    return names.get(id);
  };
  samples.sort((a, b) => a.at - b.at);
  const longTasks = long.map((task) => {
    // Each sample in the task stands for an equal share of it (what was on top of the stack).
    const inside = samples.filter((s) => s.at >= task.start && s.at <= task.start + task.duration);
    const sources = {};
    for (const s of inside) {
      const name = frameName(s.id);
      sources[name] = (sources[name] ?? 0) + task.duration / inside.length;
    }
    return { ...task, sources };
  });
  const blocking = (list) => list.reduce((s, t) => s + Math.max(0, t.duration - LONG_TASK_MS), 0);
  return {
    fcp,
    lcp,
    longTasks,
    blockingAfterFcp: fcp == null ? 0 : blocking(long.filter((t) => t.start >= fcp)),
    blockingBeforeFcp: blocking(long.filter((t) => fcp == null || t.start < fcp)),
    busy,
  };
}
