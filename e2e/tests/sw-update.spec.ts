import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A new /sw.js (spec §4): the shop serves a changed worker (here: the built one with a few lines
 * added, as a release of the shell would change it); the page shows the update
 * toast; Update now reloads the page into the new worker. Until then the old worker keeps
 * control (no page runs half of each release).
 *
 * The changed worker is written into the shell's build for the length of this test and put back
 * after: Playwright's routing does not see the browser's own update check of a worker script
 * (context.route and a browser-level CDP Fetch were both tried). Other suites block service
 * workers; the other worker suites only ever see a first install, where no toast shows.
 */
const SW_FILE = path.join(__dirname, '../../shell/dist/sw.js');
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

let original = '';
test.beforeEach(() => {
  original = fs.readFileSync(SW_FILE, 'utf8');
});
test.afterEach(() => {
  fs.writeFileSync(SW_FILE, original);
});

test('a changed /sw.js shows the update toast, and Update now reloads into the new worker', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('main').locator('a[href^="/product/"]').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  expect(await page.evaluate(whichWorker)).toBe('first');
  await expect(page.getByTestId('update-toast')).toHaveCount(0);

  // From now on the shop serves a changed worker.
  fs.writeFileSync(SW_FILE, original + MARK);
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
