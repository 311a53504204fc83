// What /home makes the browser fetch on a first visit: shared by the benchmark
// (bench/first-load.mjs) and the size budget in the browser suite (e2e/tests/budget.spec.ts).
//
// The rule is neutral, the same for any page and any code: every script requested from the
// navigation until the network has been idle for 2 s, with no input from the shopper. Nothing
// the app does (a mark, a deferral of its own) decides what is counted: work an app defers to
// "after the first load" counts as long as it starts before the network has been quiet for 2 s.
// Scripts that start later (after a longer quiet) are still recorded, marked `before: false`,
// so a deferral that waits the rule out shows in the report.

export const QUIET_MS = 2000;

/**
 * Opens `url` in `page` (a fresh context: empty cache), touches nothing, and records every
 * script response until the network has been idle for `quietMs`, then `observeMs` more.
 * @returns {Promise<{ interactiveAt: number | null, quietAt: number, scripts: { url: string, status: number, startedAt: number, bytes: number, before: boolean }[] }>}
 *   times in ms from the start of navigation; bytes are the gzip body bytes received;
 *   interactiveAt is when the first product link showed (for the report, not the cut-off).
 */
export async function recordFirstLoad(page, url, { quietMs = QUIET_MS, observeMs = 1500, timeoutMs = 60_000 } = {}) {
  const pending = [];
  const inFlight = new Set();
  let lastActivity = Date.now();
  page.on('request', (req) => {
    inFlight.add(req);
    lastActivity = Date.now();
  });
  const settle = (req) => {
    inFlight.delete(req);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (res) => {
    const req = res.request();
    if (req.resourceType() !== 'script') return;
    pending.push(
      req.sizes().then((s) => ({ url: res.url(), status: res.status(), startEpoch: req.timing().startTime, bytes: s.responseBodySize })),
    );
  });
  const t0 = Date.now();
  let interactiveEpoch = null;
  void page
    .locator('a[href^="/product/"]')
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs })
    .then(() => (interactiveEpoch = Date.now()), () => {});
  await page.goto(url, { waitUntil: 'commit' });
  let quietEpoch = null;
  while (quietEpoch === null) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`the network never went quiet for ${quietMs} ms within ${timeoutMs} ms`);
    await page.waitForTimeout(50);
    if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) quietEpoch = lastActivity + quietMs;
  }
  await page.waitForTimeout(observeMs);
  const scripts = (await Promise.all(pending)).map(({ startEpoch, ...s }) => ({
    ...s,
    startedAt: Math.round(startEpoch - t0),
    before: startEpoch <= quietEpoch,
  }));
  return { interactiveAt: interactiveEpoch === null ? null : interactiveEpoch - t0, quietAt: quietEpoch - t0, scripts };
}
