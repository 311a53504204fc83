import type { Page, Route } from '@playwright/test';

/**
 * Holds the requests `which` matches until `release` is called, then lets them through (or, with
 * `fail`, aborts them); `seen` counts the held ones. Holding a page's scripts keeps it on screen
 * as the server drew it, not yet hydrated, for as long as a test needs.
 */
export async function hold(page: Page, which: RegExp, fail = false) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = { seen: 0, release };
  await page.route(which, async (route: Route) => {
    held.seen += 1;
    await gate;
    // The page may have gone on without it.
    await (fail ? route.abort() : route.continue()).catch(() => undefined);
  });
  return held;
}
