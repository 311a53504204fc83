/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { HELP_PATHS, helpPage } from '../content/pages';
import { render, SERVER_ROUTES } from './render';

const request = (url: string, cookie?: string) => ({ url, cookie, origin: 'https://suuq.so', apiOrigin: 'http://127.0.0.1:1' });

/** The page's HTML as the render service makes it (with its styles collected, as there). */
async function html(url: string, cookie?: string) {
  const result = await render(request(url, cookie));
  if (!result) return null;
  const sheet = new ServerStyleSheet();
  try {
    return { ...result, html: renderToString(sheet.collectStyles(result.element)) };
  } finally {
    sheet.seal();
  }
}

const h1Of = (markup: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(markup)?.[1];
const unescape = (text: string) => text.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe("mf-account's server render: the footer's content pages", () => {
  it('renders every content page with its heading and first lines, in Somali by default', async () => {
    expect(SERVER_ROUTES).toEqual(HELP_PATHS);
    for (const path of HELP_PATHS) {
      const page = await html(path);
      expect(page).not.toBeNull();
      expect(page!.status).toBe(200);
      expect(page!.lang).toBe('so');
      expect(unescape(h1Of(page!.html)!)).toBe(helpPage(path, 'so').title);
      expect(unescape(page!.html)).toContain(helpPage(path, 'so').intro);
      // No answers to embed: the texts are in the bundle the browser hydrates with.
      expect(page!.data).toEqual({});
    }
  });

  it("renders in English for a shopper whose language cookie says so, with the page's head", async () => {
    const page = await html('/shipping-info', 'x=1; suuq_lang=en');
    expect(page!.lang).toBe('en');
    expect(unescape(h1Of(page!.html)!)).toBe(helpPage('/shipping-info', 'en').title);
    const title = `${helpPage('/shipping-info', 'en').title} · Suuq`;
    expect(/<title>(.*?)<\/title>/.exec(page!.head)![1]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))).toBe(title);
    expect(page!.head).toContain('<link rel="canonical" href="https://suuq.so/shipping-info">');
    expect(page!.head).toContain('<meta property="og:locale" content="en_US">');
  });

  it('leaves every other page of the remote to the browser: the account, its orders, wallet, customer service', async () => {
    for (const path of ['/account', '/account/orders/7', '/account/wallet', '/wishlist', '/manage-address', '/order-tracking', '/advisor', '/customer-service', '/student-discount', '/faq/x', '/faqs']) {
      expect(await render(request(path))).toBeNull();
    }
  });

  it('renders nothing of a session: a session cookie changes nothing in the page', async () => {
    const anonymous = await html('/faq');
    const withSession = await html('/faq', 'session_id=abc; suuqUser=%7B%22name%22%3A%22Hodan%22%7D');
    expect(withSession!.html).toBe(anonymous!.html);
    expect(withSession!.head).toBe(anonymous!.head);
  });
});
