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
 * @returns {{ load: (remote: string, entryUrl: string, expose: string) => Promise<any>, loadedUrl: (remote: string) => string | undefined }}
 */
export function serverEntries() {
  const federation = createInstance({ name: 'suuq_render', remotes: [], shared: PROVIDED, shareStrategy: 'loaded-first' });
  /** remote name → { url, modules: Map(expose → Promise<module>) } */
  const live = new Map();

  async function load(remote, entryUrl, expose) {
    let current = live.get(remote);
    if (!current || current.url !== entryUrl) {
      federation.registerRemotes([{ name: remote, entry: entryUrl }], { force: Boolean(current) });
      current = { url: entryUrl, modules: new Map() };
      live.set(remote, current);
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
      // A failed load is tried again by the next request, not remembered.
      module.catch(() => current.modules.get(expose) === module && current.modules.delete(expose));
      current.modules.set(expose, module);
    }
    return module;
  }

  return { load, loadedUrl: (remote) => live.get(remote)?.url };
}
