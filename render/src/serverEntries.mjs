// The remotes' server entries, loaded at run time from their live releases with the federation
// runtime's documented API (createInstance, registerRemotes, loadRemote), as the shell loads their
// browser entries. One federation host per process; each remote is registered under its own name
// with the URL of its live release's server/remoteEntry.js. When the release record names another
// release, the remote is registered again with `force: true`: the runtime then drops the old
// container, its module cache and its global entry, so an old release's modules can be collected
// once its last render has finished (renders in flight keep the module objects they already hold).
import { createRequire } from 'node:module';
import { createInstance } from '@module-federation/enhanced/runtime';

// The CommonJS modules themselves (what a webpack build expects of a shared module), the same
// objects this process renders and collects styles with.
const require = createRequire(import.meta.url);
const provide = (name, version) => ({ version, lib: () => require(name), shareConfig: { singleton: true, requiredVersion: false } });
const REACT = require('react/package.json').version;

/** What every server entry gets from this process (tooling/webpack/server-target.cjs leaves them out of the builds). */
export const PROVIDED = {
  react: provide('react', REACT),
  'react/jsx-runtime': provide('react/jsx-runtime', REACT),
  'react-dom': provide('react-dom', REACT),
  'react-dom/server': provide('react-dom/server', REACT),
  'styled-components': provide('styled-components', require('styled-components/package.json').version),
};

/**
 * How long a failed load is remembered before it is tried again. Without it, a release with no
 * server entry (a shell built before it had one) is fetched again by every page and every warm-up,
 * each time spending part of a shopper's render budget on a 404; a release's URL names its build,
 * so what failed is worth trying again only for a passing failure (the host restarting).
 */
export const MISS_REMEMBERED_MS = 10_000;

/**
 * @param {{ missMs?: number, now?: () => number }} [o]
 * @returns {{ load: (remote: string, entryUrl: string, expose: string) => Promise<any>, loadedUrl: (remote: string) => string | undefined }}
 */
export function serverEntries({ missMs = MISS_REMEMBERED_MS, now = () => performance.now() } = {}) {
  const federation = createInstance({ name: 'suuq_render', remotes: [], shared: PROVIDED, shareStrategy: 'loaded-first' });
  /** remote name → { url, modules: Map(expose → Promise<module>), failedAt: Map(expose → when its load failed) } */
  const live = new Map();

  async function load(remote, entryUrl, expose) {
    let current = live.get(remote);
    if (!current || current.url !== entryUrl) {
      federation.registerRemotes([{ name: remote, entry: entryUrl }], { force: Boolean(current) });
      current = { url: entryUrl, modules: new Map(), failedAt: new Map() };
      live.set(remote, current);
    }
    // A failed load is remembered for a while (MISS_REMEMBERED_MS), then tried again.
    const failedAt = current.failedAt.get(expose);
    if (failedAt !== undefined && now() - failedAt >= missMs) {
      current.modules.delete(expose);
      current.failedAt.delete(expose);
    }
    let module = current.modules.get(expose);
    if (!module) {
      module = federation.loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`).then(async (m) => {
        if (!m) throw new Error(`${remote} ${entryUrl} has no ${expose}`);
        // A release's code in full before it renders (its lazy pages' chunks): a shopper's render
        // then never spends its budget reading a chunk. An entry without `warm` loads as it renders.
        if (typeof m.warm === 'function') await m.warm();
        return m;
      });
      // Kept as it is, failed, until the time above has passed (a module is replaced only then).
      const { failedAt: failures } = current;
      module.catch(() => failures.set(expose, now()));
      current.modules.set(expose, module);
    }
    return module;
  }

  return { load, loadedUrl: (remote) => live.get(remote)?.url };
}
