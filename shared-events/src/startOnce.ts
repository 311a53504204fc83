// The type only: a remote bundles this entry, and the bus itself is the page's shared copy.
import type { Bus } from './bus';

interface Running {
  bus: Bus;
  users: number;
  stop: () => void;
}

/**
 * Starts a headless owner of bus commands once per page, however many bundles or callers ask
 * (the shell at boot, a page of the remote, a standalone harness): `key` names it across bundles
 * (a global symbol), so two copies of a remote's code on one page still run one owner. Each
 * caller gets its own stop; the owner steps down when the last caller stops. Its own entry
 * ('shared-events/start-once'): each remote bundles these few lines, nothing is added to the
 * page's shared copy.
 */
export function startOnce(key: string, bus: Bus, serve: (bus: Bus) => () => void): () => void {
  const slot = Symbol.for(key);
  const g = globalThis as typeof globalThis & Record<symbol, Running | undefined>;
  let run = g[slot];
  if (!run || run.bus !== bus) {
    // A service bound to an earlier bus (tests replace the bus) must not keep answering.
    run?.stop();
    const unserve = serve(bus);
    let served = true;
    run = {
      bus,
      users: 0,
      stop: () => {
        if (served) unserve();
        served = false;
      },
    };
    g[slot] = run;
  }
  const mine = run;
  mine.users += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    mine.users -= 1;
    if (mine.users > 0) return;
    mine.stop();
    if (g[slot] === mine) delete g[slot];
  };
}
