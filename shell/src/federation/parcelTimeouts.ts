import type { LifeCycles } from 'single-spa';

/**
 * single-spa warns when a parcel's mount has not settled after 1 s, and reports an error at 3 s
 * (its defaults). A remote's mount renders or hydrates its page and may first load that page's
 * code: seconds on a slow line or a slow phone, and on a busy machine (a clone CI's browser test
 * saw the warning while /home hydrated). The shell shows that wait itself (the area's loading
 * state, its spinner) and a mount that fails rejects. So single-spa reports only a mount still
 * pending after 30 s (its documented per-parcel `timeouts`).
 */
export const MOUNT_REPORTED_AFTER_MS = 30_000;

export const withShellTimeouts = <T extends LifeCycles>(lifecycles: T): T => ({
  ...lifecycles,
  // dieOnTimeout stays single-spa's default (false): a late mount is reported, never failed.
  timeouts: { mount: { millis: MOUNT_REPORTED_AFTER_MS, warningMillis: MOUNT_REPORTED_AFTER_MS } },
});
