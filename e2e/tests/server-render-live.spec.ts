import { expect } from '@playwright/test';
import { callsOf, keepServerHeading, problemsOf, sameServerHeading } from './hydration';
import { apiWithList, listWithUpcoming } from './liveFixture';
import { startRenderService, test } from './renderService';

// Issue 30: the live list (/suuq-live-shopping) from a render service of the test's own
// (renderService.ts), rendering with mf-live's live build. Its rooms stay browser pages; an
// address below it that is no room is the room's "Page not found", answered 404.
const LIST = '/suuq-live-shopping';
/** A stream id the seeded shop does not have. */
const NO_STREAM = `${LIST}/987654321`;
const NOT_FOUND = 'Boggan lama helin';
let titles: string[];

test.beforeAll(async ({ request }) => {
  const res = await request.post('/api/live/streams', { data: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
  const { result } = (await res.json()) as { result: { live: { title: string }[]; upcoming: { title: string }[] } };
  titles = [...result.live, ...result.upcoming].map((s) => s.title);
  expect(titles.length).toBeGreaterThan(0);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("the live list shows its streams' titles as links to their rooms, from the server", async ({ page, origin }) => {
    const res = await page.goto(`${origin}${LIST}`);
    expect(res!.headers()['x-rendered-by']).toBe('mf_live');
    const area = page.locator('[data-server-rendered="mf_live"]');
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
    for (const title of titles) {
      await expect(area.getByRole('link', { name: title, exact: true }).first()).toHaveAttribute('href', /^\/suuq-live-shopping\/\d+$/);
    }
  });

  test('a stream that does not exist, or an address that is no room, is "Page not found" under one h1, answered 404', async ({ page, origin }) => {
    for (const address of [NO_STREAM, `${LIST}/abc`, `${LIST}/1/chat`]) {
      const res = await page.goto(`${origin}${address}`);
      expect([address, res!.status(), res!.headers()['x-rendered-by']]).toEqual([address, 404, 'mf_live']);
      const area = page.locator('[data-server-rendered="mf_live"]');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText([NOT_FOUND]);
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(area.getByRole('link', { name: 'Ku noqo bogga hore' })).toHaveAttribute('href', '/home');
    }
  });

  test('Remind me, which needs scripts, is not shown: no button on the list does nothing', async ({ page, request }) => {
    // A list with a stream coming up (its card has Remind me), from a render service of its own.
    const api = await apiWithList(await listWithUpcoming(request));
    const service = await startRenderService({ RENDER_API_ORIGIN: api.origin });
    try {
      await page.goto(`${service.origin}${LIST}`);
      const area = page.locator('[data-server-rendered="mf_live"]');
      await expect(area.getByRole('button', { name: /Remind me/, includeHidden: true }).first()).toBeAttached();
      await expect(area.getByRole('button').filter({ visible: true })).toHaveCount(0);
    } finally {
      await service.stop();
      await api.close();
    }
  });
});

test('a room is not rendered on the server: it stays the browser page it was, in the frame kept like any frame', async ({ request, origin }) => {
  const res = await request.get(`${origin}${LIST}/1`);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-rendered-by']).toBeUndefined();
  // Declined by its remote, not a failed render: kept as long as the frame (not the seconds of a failure).
  expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  const list = await request.get(`${origin}${LIST}`);
  const html = await list.text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="${origin}${LIST}">`));
});

test.describe('in a browser running the scripts', () => {
  test("the browser hydrates the server's live list: the same heading element, no second request for the streams, no hydration error", async ({ page, origin }) => {
    const problems = problemsOf(page);
    const asked = callsOf(page);
    await keepServerHeading(page);
    await page.goto(`${origin}${LIST}`);
    // Hydrated: React holds the heading element (its fiber). Then quiet on the network, so the
    // page's effects have run and sent whatever they would ask.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // The tab keeps the title the server's head gave it (the page's effect sets the same one).
    const servedHtml = await (await page.request.get(`${origin}${LIST}`)).text();
    const served = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').title, servedHtml);
    expect(served).toMatch(/ · Suuq$/);
    await expect(page).toHaveTitle(served);
    const kept = {
      heading: await sameServerHeading(page),
      inLive: await page.evaluate(() => Boolean(document.querySelector('main h1')?.closest('[data-remote="mf-live"]'))),
    };
    expect(kept).toEqual({ heading: true, inLive: true });
    expect(asked).not.toContain('/api/live/streams');
    expect(problems).toEqual([]);
    // Interactive: a card's link is the router's, a move to the room without reloading the page.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('main').getByRole('link', { name: titles[0], exact: true }).first().click();
    await expect(page).toHaveURL(/\/suuq-live-shopping\/\d+$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test("the browser hydrates a missing stream's \"Page not found\" as the server drew it: no second request for the stream, no hydration error", async ({ page, origin }) => {
  const problems = problemsOf(page);
  const asked = callsOf(page);
  await keepServerHeading(page);
  const res = await page.goto(`${origin}${NO_STREAM}`);
  expect(res!.status()).toBe(404);
  // Hydrated: React holds the heading element (its fiber) once the room's chunk has come.
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([NOT_FOUND]);
  expect(await sameServerHeading(page)).toBe(true);
  expect(asked.filter((path) => path.startsWith('/api/live/streams/'))).toEqual([]);
  // Chromium's own line for the page's 404 status is the only console line.
  expect(problems.filter((text) => !/status of 404/.test(text))).toEqual([]);
  // The way out works: the link is the router's, to the home page.
  await page.getByRole('link', { name: 'Ku noqo bogga hore' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
