import { createRoot } from 'react-dom/client';
import { mountRootParcel, start, type LifeCycles } from 'single-spa';
import type { RemoteIdentity } from '../lifecycles';
import { Harness } from './Harness';

/**
 * QA's way to run one remote without the shell: the remote's real lifecycles mounted the same
 * way the shell mounts them, on the real bus and the real API, beside an event log panel.
 */
export function mountStandalone(
  remote: RemoteIdentity,
  lifecycles: LifeCycles,
  extra: { startPath: string; startServices?: () => void },
) {
  // The harness page is served at '/', which no remote owns: open the remote's first page.
  if (window.location.pathname === '/') window.history.replaceState(null, '', extra.startPath);
  start({ urlRerouteOnly: true });
  extra.startServices?.();
  const host = document.getElementById('root');
  if (!host) throw new Error('#root is missing');
  createRoot(host).render(
    <Harness
      remote={remote}
      onArea={(el) => {
        if (el && !el.dataset.mounted) {
          el.dataset.mounted = 'true';
          mountRootParcel(lifecycles, { domElement: el });
        }
      }}
    />,
  );
}
