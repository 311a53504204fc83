import { act, render as show, screen, within } from '@testing-library/react';
import type { LiveStream } from 'shared-api';
import { businessError, fakeServer, ok, serverDown } from 'shared-api/testing/fake-server';
import { dataKey } from 'shared-federation/server';
import { setLanguage } from 'shared-ui';
import { liveText } from './head';
import { serve } from '../list/fakeApi';
import * as calls from '../list/calls';
import { LIST_KEY } from '../list/useLiveStreams';
import { render } from './render';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../list/fakeApi').pageApi }));

const stream = (over: Partial<LiveStream> = {}): LiveStream => ({
  id: 1, title: 'Dirac and garbasaar', description: 'New cloth from Hamar Weyne', seller: { id: 3, name: 'Hodan Fashion' },
  state: 'live', starts_at: '2026-11-24T09:00:00.000Z', ended_at: null, viewer_count: 1240, poster: '/posters/1.jpg',
  products: [], ...over,
});
const answer = {
  status: 'success' as const,
  live: [stream()],
  upcoming: [stream({ id: 7, title: 'Kitchen week', state: 'upcoming', viewer_count: 0, starts_at: '2026-11-25T15:30:00.000Z', poster: '/posters/7.jpg' })],
};

/** The render entry's own API (it makes its client from apiOrigin, over the global fetch). */
function serverApi() {
  const server = fakeServer((req) => {
    if (req.path === '/api/live/streams') return ok(answer);
    // Stream 1 exists; 500 stands for a server that is down; any other is not found (live.ts).
    if (req.path === '/api/live/streams/1') return ok({ stream: stream(), video: null });
    if (req.path === '/api/live/streams/500') return serverDown;
    return businessError(404, 'Live stream not found', 'not_found');
  });
  const saved = globalThis.fetch;
  globalThis.fetch = server.fetch as unknown as typeof fetch;
  return { server, restore: () => (globalThis.fetch = saved) };
}

const request = (url: string, cookie?: string) => ({ url, cookie, origin: 'https://suuq.so', apiOrigin: 'http://127.0.0.1:4000/' });

// The browser's page language, as the cookie the server read says (the shell sets both).
beforeAll(() => setLanguage('en'));

describe('mf-live render entry: the live list from the server', () => {
  let api: ReturnType<typeof serverApi>;
  beforeEach(() => (api = serverApi()));
  afterEach(() => api.restore());

  test("preloads the list's first answer under the key its page reads: the page shows the streams at once and does not ask again", async () => {
    const browser = serve({ liveStreams: () => answer });
    const result = await render(request('/suuq-live-shopping', 'suuq_lang=en'));
    expect(result).not.toBeNull();
    expect(api.server.requests.map((r) => r.url)).toEqual(['http://127.0.0.1:4000/api/live/streams']);
    expect(result!.data).toEqual({ [dataKey(calls.liveStreams.name, LIST_KEY)]: answer });
    expect(result!.lang).toBe('en');
    expect(result!.status).toBe(200);

    // The element as returned (the same tree the browser hydrates), on its first render.
    show(result!.element);
    const liveNow = screen.getByRole('region', { name: liveText('en', 'list.liveNow') });
    expect(within(liveNow).getByRole('link', { name: 'Dirac and garbasaar' })).toHaveAttribute('href', '/suuq-live-shopping/1');
    expect(screen.getByRole('link', { name: 'Kitchen week' })).toHaveAttribute('href', '/suuq-live-shopping/7');
    await act(async () => undefined);
    // The page's own data hook found its answer: no second liveStreams from the page.
    expect(browser.sent('liveStreams')).toEqual([]);
  });

  test('renders the list and what is no page below it; a room that exists, another path or a look-alike is not this entry’s', async () => {
    expect(await render(request('/suuq-live-shopping-x'))).toBeNull();
    expect(await render(request('/home'))).toBeNull();
    expect(api.server.requests).toEqual([]);
    expect(await render(request('/suuq-live-shopping/1'))).toBeNull();
    expect(api.server.requests.map((r) => r.url)).toEqual(['http://127.0.0.1:4000/api/live/streams/1']);
    expect(await render(request('/suuq-live-shopping/?utm=x'))).not.toBeNull();
  });

  test("a stream that does not exist is the room's \"Page not found\" under its one h1, answered 404, its failure handed to the room", async () => {
    const browser = serve({});
    const result = (await render(request('/suuq-live-shopping/77', 'suuq_lang=en')))!;
    expect(result.status).toBe(404);
    expect(result.data).toEqual({ [`!${dataKey('liveStream', '77')}`]: { message: 'Live stream not found', kind: 'business', status: 404, code: 'not_found' } });
    show(result.element);
    // The room's code is a lazy chunk: on the server (as in the browser) it comes before its page.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await act(async () => undefined);
    // The room, handed its stream's 404, does not ask again.
    expect(browser.sent('liveStream')).toEqual([]);
  });

  test.each(['abc', '0', '12/chat', '1234567890'])("an address below the list that is no room (%s) is \"Page not found\", 404, with no call", async (rest) => {
    const result = (await render(request(`/suuq-live-shopping/${rest}`, 'suuq_lang=en')))!;
    expect(result.status).toBe(404);
    expect(result.data).toEqual({});
    expect(api.server.requests).toEqual([]);
    show(result.element);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  test('a stream the API could not answer (down) throws: the render service sends the area empty and the browser asks', async () => {
    await expect(render(request('/suuq-live-shopping/500'))).rejects.toThrow();
  });

  test("the head in the shopper's language (Somali without a cookie): title, description, canonical, preview picture", async () => {
    const so = (await render(request('/suuq-live-shopping')))!;
    expect(so.lang).toBe('so');
    // The title the page gives its tab (LiveListPage): its heading, then the shop's name.
    expect(so.head).toContain(`<title>${liveText('so', 'title')} · Suuq</title>`);
    expect(so.head).toContain('<link rel="canonical" href="https://suuq.so/suuq-live-shopping">');
    expect(so.head).toContain('<meta property="og:image" content="https://suuq.so/posters/1.jpg">');
    expect(so.head).toContain('<meta property="og:locale" content="so_SO">');
    const en = (await render(request('/suuq-live-shopping', 'suuq_lang=en')))!;
    const description = liveText('en', 'head.liveNowDescription', { count: 1, brand: 'Suuq' });
    expect(en.head).toContain(`<meta name="description" content="${description}">`);
    expect(en.head).toContain(`<meta property="og:title" content="${liveText('en', 'title')} · Suuq">`);
    expect(liveText('so', 'title')).not.toBe(liveText('en', 'title'));
  });
});
