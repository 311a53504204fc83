import { expect } from '@playwright/test';
import { callsOf, keepServerHeading, problemsOf, sameServerHeading } from './hydration';
import { apiWithList, listWithUpcoming } from './liveFixture';
import { startRenderService, test } from './renderService';

// Issue 30: the live list (/suuq-live-shopping) from a render service of the test's own
// (renderService.ts), rendering with mf-live's live build. Its rooms stay browser pages.
const LIST = '/suuq-live-shopping';
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

test('a room is not rendered on the server: it stays the browser page it was', async ({ request, origin }) => {
  const res = await request.get(`${origin}${LIST}/1`);
  expect(res.headers()['x-rendered-by']).toBeUndefined();
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
    // Hydrated and committed: React holds the heading element (its fiber) and the page's own
    // effect has run (it titles the tab 'Live shopping · Suuq'; the server's head says '— Suuq').
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('main h1') ?? {}).some((k) => k.startsWith('__reactFiber')) && document.title.endsWith('· Suuq')))
      .toBe(true);
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
