import { expect, test } from '@playwright/test';

/**
 * A new /sw.js (spec §4): the shop serves a changed worker (here: the built one with a line added
 * by route interception, as a release of the shell would change it); the page shows the update
 * toast; Update now reloads the page into the new worker. Until then the old worker keeps
 * control (no page runs half of each release).
 */
test.use({ serviceWorkers: 'allow' });

const MARK = `
self.addEventListener('message', (event) => {
  if (event.data === 'e2e-which-worker' && event.ports[0]) event.ports[0].postMessage('changed');
});`;

const whichWorker = () =>
  new Promise<string>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => resolve(String(e.data));
    navigator.serviceWorker.controller!.postMessage('e2e-which-worker', [channel.port2]);
    setTimeout(() => resolve('first'), 1000); // the first worker does not answer
  });

test('a changed /sw.js shows the update toast, and Update now reloads into the new worker', async ({ page, context }) => {
  await page.goto('/home');
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  expect(await page.evaluate(whichWorker)).toBe('first');
  await expect(page.getByTestId('update-toast')).toHaveCount(0);

  // From now on the shop serves a changed worker.
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()) + MARK;
    await route.fulfill({ response, body, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) } });
  });
  // A navigation checks for a new worker (the page also checks on return to the tab).
  await page.reload();
  const toast = page.getByTestId('update-toast');
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast.getByRole('button', { name: 'Update now' })).toBeVisible();
  // Still the old worker in control until the shopper chooses.
  expect(await page.evaluate(whichWorker)).toBe('first');

  await page.evaluate(() => ((window as unknown as { e2eBeforeUpdate: boolean }).e2eBeforeUpdate = true));
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Update now' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { e2eBeforeUpdate?: boolean }).e2eBeforeUpdate)).toBeUndefined();
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  expect(await page.evaluate(whichWorker)).toBe('changed');
  await expect(page.getByTestId('update-toast')).toHaveCount(0);
});
