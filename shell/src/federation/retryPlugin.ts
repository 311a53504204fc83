import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { checkedManifest } from './compatibility';

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
      const res = fetchWithRetry(manifestUrl, init);
      return res ? res.then((r) => checkedManifest(manifestUrl, r)) : res;
    },
  };
}
