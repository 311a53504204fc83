import { RetryPlugin } from '@module-federation/retry-plugin';

/** Slow or flaky networks: retry a remote's manifest and scripts a few times before giving up. */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
}
