// What /home makes the browser fetch before it is interactive: shared by the benchmark
// (bench/first-load.mjs) and the size budget in the browser suite (e2e/tests/budget.spec.ts).
//
// "Interactive" is the moment the home page shows its first product link. Scripts requested
// after that, or after the page marked 'suuq:idle-work' (shared-ui's markIdleWork: the shell
// starting the cart service or the search box fragment, the catalogue prefetching other pages),
// are idle-time loads, not the first load.

export const IDLE_WORK_MARK = 'suuq:idle-work';

/**
 * Opens `url` in `page` (a fresh context: empty cache) and records every script response.
 * @returns {Promise<{ interactiveAt: number, scripts: { url: string, status: number, startedAt: number, bytes: number, before: boolean }[] }>}
 *   times in ms from the start of navigation; bytes are the gzip body bytes received.
 */
export async function recordFirstLoad(page, url, { settleMs = 1500 } = {}) {
  const pending = [];
  page.on('response', (res) => {
    const req = res.request();
    if (req.resourceType() !== 'script') return;
    pending.push(
      req.sizes().then((s) => ({ url: res.url(), status: res.status(), startEpoch: req.timing().startTime, bytes: s.responseBodySize })),
    );
  });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('a[href^="/product/"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  const interactiveEpoch = Date.now();
  // Let idle-time loads happen so they are seen (and reported apart), bounded.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(settleMs);
  const idleWorkEpoch = await page.evaluate((name) => {
    const mark = performance.getEntriesByName(name)[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  }, IDLE_WORK_MARK);
  const cutoff = Math.min(interactiveEpoch, idleWorkEpoch ?? Infinity);
  const scripts = (await Promise.all(pending)).map(({ startEpoch, ...s }) => ({
    ...s,
    startedAt: Math.round(startEpoch - t0),
    before: startEpoch <= cutoff,
  }));
  return { interactiveAt: interactiveEpoch - t0, scripts };
}
