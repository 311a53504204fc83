/**
 * What a page keeps for the tab's session (sessionStorage), so that a reload, or a login on the
 * way, does not lose what the shopper chose or typed. Never throws: with storage blocked (privacy
 * mode, a sandboxed frame), full, or absent (a server render), the page goes on with nothing kept.
 * Reading a kept value back is the page's job, as a value it checks: it may be broken or old.
 */
export function readTabMemory(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null or '' forgets it. */
export function writeTabMemory(key: string, value: string | null): void {
  try {
    if (value) globalThis.sessionStorage?.setItem(key, value);
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // quota or privacy mode: nothing kept
  }
}
