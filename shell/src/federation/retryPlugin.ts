import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { checkedManifest } from './compatibility';
import { takeEarlyManifest } from '../startup/earlyHints';

/**
 * Slow or flaky networks: retry a remote's manifest and scripts a few times before giving up.
 * The manifest that arrives is then checked against this shell (compatibility.ts): one runtime
 * plugin fetches it, as the federation runtime calls every plugin's fetch hook and two would
 * fetch it twice.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
  const fetchWithRetry = retry.fetch!;
  return {
    ...retry,
    name: 'suuq-retry',
    fetch(manifestUrl, init) {
      // The shell's entry may have fetched this manifest already (earlyHints.ts); if that failed,
      // fetch it here as always.
      const again = () => fetchWithRetry(manifestUrl, init) as Promise<Response>;
      const early = takeEarlyManifest(manifestUrl);
      const res = early ? early.then((r) => (r.ok ? r : again()), again) : fetchWithRetry(manifestUrl, init);
      return res ? res.then((r) => checkedManifest(manifestUrl, r)) : res;
    },
  };
}
