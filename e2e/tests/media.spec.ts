import { expect, test, type Locator } from '@playwright/test';

// The demo seed gives these products a video and a leaflet (server/src/media/demo).
const WITH_VIDEO = '/product/coconut-oil-500ml';

const state = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({
    readyState: v.readyState,
    currentTime: v.currentTime,
    paused: v.paused,
    muted: v.muted,
    error: v.error?.code ?? null,
  }));

test('a home video ad plays its clip muted once it is scrolled into view, and its button pauses it', async ({ page }) => {
  await page.goto('/home');
  const ad = page.locator('[data-video-ad="new_arrivals"]');
  const video = ad.locator('video');
  await expect(video).toHaveAttribute('poster', /\/api\/video-ads\/new-arrivals\.webp/);
  await ad.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await state(video)).currentTime, { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect(await state(video)).toMatchObject({ paused: false, muted: true, error: null });
  expect((await state(video)).readyState).toBeGreaterThanOrEqual(2);

  // The default language is Somali: 'Jooji' is pause, 'Daar' is play.
  await ad.getByRole('button', { name: /^Jooji muuqaalka/ }).click();
  await expect(ad.getByRole('button', { name: /^Daar muuqaalka/ })).toBeVisible();
  const stoppedAt = (await state(video)).currentTime;
  expect((await state(video)).paused).toBe(true);
  await page.waitForTimeout(400);
  expect((await state(video)).currentTime).toBe(stoppedAt);
});

test('the clip answers byte ranges, as browsers need to seek', async ({ request }) => {
  const ads = await request.post('/api/video-ads', { data: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
  const { result } = (await ads.json()) as { result: { monthlySpecialAd: { video_url: string } } };
  const res = await request.get(result.monthlySpecialAd.video_url, { headers: { Range: 'bytes=0-1023' } });
  expect(res.status()).toBe(206);
  expect(res.headers()['content-type']).toBe('video/mp4');
  expect(res.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await res.body()).length).toBe(1024);
});

test('the product video loads on play, plays, and its mute button toggles the sound', async ({ page }) => {
  // The API's product images as uploaded (no ?w=): the page asks only for the widths it shows.
  const fullSize: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/product-image\/\d+$/.test(url.pathname) && !url.searchParams.has('w')) fullSize.push(request.url());
  });
  await page.goto(WITH_VIDEO);
  const section = page.getByRole('region', { name: /Video/ });
  await expect(section).toBeVisible();
  // Nothing is downloaded before play is pressed.
  await expect(section.locator('video')).toHaveCount(0);
  // The poster, once in view: a width from its srcset.
  await section.scrollIntoViewIfNeeded();
  const poster = section.locator('img[srcset]');
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(shown).toMatch(/\/api\/product-image\/\d+\?w=\d+$/);
  await section.getByRole('button', { name: /^Daar muuqaalka Coconut Oil 500ml/ }).click();
  const video = section.locator('video');
  // The video keeps the picture already shown.
  await expect(video).toHaveAttribute('poster', shown);
  await expect.poll(async () => (await state(video)).currentTime, { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect(await state(video)).toMatchObject({ paused: false, muted: false, error: null });
  expect(fullSize).toEqual([]);

  // Paused while it still plays: the clip is 5 s, and a busy machine can reach its end.
  await section.getByRole('button', { name: /^Jooji muuqaalka/ }).click();
  expect((await state(video)).paused).toBe(true);

  await section.getByRole('button', { name: 'Aamusi muuqaalka' }).click();
  expect((await state(video)).muted).toBe(true);
  await section.getByRole('button', { name: 'Codka fur' }).click();
  expect((await state(video)).muted).toBe(false);
});

test('the leaflet link opens the product leaflet, a PDF', async ({ page }) => {
  await page.goto(WITH_VIDEO);
  const link = page.getByRole('region', { name: /Leaflets/ }).getByRole('link').first();
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/product-leaflet\/\d+$/);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
