import { mainThreadOf, sourceName } from './mainThread.mjs';
import { sourceFinder } from './sourcemap.mjs';

const T0 = 5_000_000; // trace microseconds
const at = (ms) => T0 + ms * 1000;
const task = (startMs, durMs, pid = 1) => ({ name: 'RunTask', ph: 'X', pid, tid: 1, ts: at(startMs), dur: durMs * 1000 });

/** A page load: paints, tasks, and CPU samples of which frame was on top, every 50 ms. */
function trace() {
  const sampleTimes = [1000, 1050, 1100, 1150];
  return [
    // The blank tab's renderer, with a few samples of its own, listed first.
    { name: 'thread_name', pid: 3, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'ProfileChunk', pid: 3, args: { data: { cpuProfile: { nodes: [], samples: [] }, timeDeltas: [] } } },
    task(50, 90, 3),
    { name: 'thread_name', pid: 1, tid: 1, args: { name: 'CrRendererMain' } },
    // Another renderer (an iframe's, say) without samples: its tasks are not the page's.
    { name: 'thread_name', pid: 2, tid: 1, args: { name: 'CrRendererMain' } },
    task(100, 300, 2),
    // The navigation starts in the blank tab's renderer (pid 3), then moves to the page's.
    { name: 'navigationStart', pid: 3, ts: at(0), args: { frame: 'F1', data: { isLoadingMainFrame: true } } },
    { name: 'firstContentfulPaint', pid: 1, ts: at(500), args: { frame: 'F1' } },
    // Another frame's navigation, later, in the same renderer: not the page's start.
    { name: 'navigationStart', pid: 1, ts: at(600), args: { frame: 'F2', data: { isLoadingMainFrame: true } } },
    { name: 'largestContentfulPaint::Candidate', pid: 1, ts: at(800) },
    { name: 'largestContentfulPaint::Candidate', pid: 1, ts: at(900) },
    task(100, 120), // before the first paint: 70 ms blocking
    task(600, 80), // after: 30
    task(700, 40), // short: not a long task
    task(1000, 200), // after: 150
    task(9000, 100), // outside the window
    { name: 'Profile', pid: 1, tid: 1, id: '0x1', args: { data: { startTime: at(0) } } },
    // The service worker's thread in the same renderer, sampled too: not the page's main thread.
    { name: 'Profile', pid: 1, tid: 7, id: '0x2', args: { data: { startTime: at(0) } } },
    {
      name: 'ProfileChunk',
      pid: 1,
      tid: 9,
      id: '0x2',
      args: { data: { cpuProfile: { nodes: [{ id: 1, callFrame: { functionName: 'precache', url: 'http://127.0.0.1/sw.js' } }], samples: [1, 1] }, timeDeltas: [1000e3, 100e3] } },
    },
    {
      name: 'ProfileChunk',
      pid: 1,
      tid: 9,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)', url: '' } },
              { id: 2, callFrame: { functionName: 'render', url: 'http://127.0.0.1/main.js', lineNumber: 0, columnNumber: 10 }, parent: 1 },
              { id: 3, callFrame: { functionName: '(garbage collector)', url: '' }, parent: 1 },
            ],
            samples: [2, 2, 2, 3],
          },
          timeDeltas: sampleTimes.map((t, i) => (t - (i ? sampleTimes[i - 1] : 0)) * 1000),
        },
      },
    },
  ];
}

describe('mainThreadOf', () => {
  const result = mainThreadOf(trace(), (frame) => `mapped ${frame.url.replace(/.*\//, '')}`, 8000);

  it('reads the paints from navigation start', () => {
    expect(result.fcp).toBe(500);
    expect(result.lcp).toBe(900); // the last candidate
  });

  it('counts the part of each long task over 50 ms, after the first paint and before it, in the window only', () => {
    expect(result.longTasks.map((t) => [t.start, t.duration])).toEqual([[100, 120], [600, 80], [1000, 200]]);
    expect(result.blockingAfterFcp).toBe(30 + 150);
    expect(result.blockingBeforeFcp).toBe(70);
    expect(result.busy).toBe(120 + 80 + 40 + 200);
  });

  it('shares a long task among the sources on top of its samples', () => {
    expect(result.longTasks[2].sources).toEqual({ 'mapped main.js': 150, '(garbage collector)': 50 });
    expect(result.longTasks[0].sources).toEqual({});
  });

  it('refuses a trace without the page renderer’s samples', () => {
    expect(() => mainThreadOf(trace().filter((e) => e.name !== 'ProfileChunk'), () => '')).toThrow(/CPU samples/);
  });
});

describe('sourceName', () => {
  it('names a package, the webpack runtime, or a workspace folder two levels deep', () => {
    expect(sourceName('webpack://shell/../node_modules/.pnpm/react-dom@18.3.1/node_modules/react-dom/cjs/react-dom.production.min.js', 'shell')).toBe('react-dom');
    expect(sourceName('webpack://shell/webpack/runtime/sharing', 'shell')).toBe('webpack runtime');
    expect(sourceName('webpack://shell/../shared-ui/src/price/money.ts', 'shell')).toBe('shared-ui/src/price');
    expect(sourceName('webpack://shell/./src/layout/Header.tsx', 'shell')).toBe('shell/src/layout');
    expect(sourceName('webpack://shell/./src/index.ts', 'shell')).toBe('shell/src/index');
    expect(sourceName(null, 'mf-catalogue')).toBe('mf-catalogue (unmapped)');
  });
});

describe('sourceFinder', () => {
  // Line 0: col 0 no source, col 5 a.ts, col 10 b.ts, col 12 no source; line 2: col 0 a.ts again.
  const find = sourceFinder({ sources: ['a.ts', 'b.ts'], mappings: 'A,KAAA,KCAA,E;;ADAA' });

  it('gives the source of the segment at or before the column', () => {
    expect(find(0, 5)).toBe('a.ts');
    expect(find(0, 9)).toBe('a.ts');
    expect(find(0, 11)).toBe('b.ts');
    expect(find(2, 40)).toBe('a.ts'); // the source index carries across lines
  });

  it('takes the next mapped segment where the one before has no source (a module function’s header)', () => {
    expect(find(0, 0)).toBe('a.ts');
  });

  it('is null where nothing on the line has a source', () => {
    expect(find(0, 20)).toBeNull();
    expect(find(1, 0)).toBeNull();
    expect(find(7, 0)).toBeNull();
  });
});
