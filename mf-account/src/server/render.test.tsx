/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { HELP_PATHS, helpPage } from '../content/pages';
import { STUDENT_DISCOUNT } from 'shared-api/contract/student-rules';
import { formatPrice } from 'shared-ui';
import { textIn } from 'shared-ui/text-in';
import { messages as supportMessages } from '../content/customer-service/messages';
import { messages as studentMessages } from '../student/messages';
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

const supportText = textIn(supportMessages);
const studentText = textIn(studentMessages);
const h1Of = (markup: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(markup)?.[1];
const unescape = (text: string) => text.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe("mf-account's server render: the footer's content pages", () => {
  it('renders every content page with its heading and first lines, in Somali by default', async () => {
    expect(SERVER_ROUTES).toEqual([...HELP_PATHS, '/customer-service', '/student-discount']);
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

  it("renders Customer Service as a logged-out shopper first sees it: the ways to reach us, the form, no order picker", async () => {
    const page = await html('/customer-service', 'suuq_lang=en');
    expect(page!.status).toBe(200);
    const text = unescape(page!.html);
    expect(unescape(h1Of(page!.html)!)).toBe(supportText('en', 'title'));
    expect(text).toContain(supportText('en', 'intro'));
    expect(text).toContain(supportText('en', 'formTitle'));
    // The order picker needs the shopper's orders: logged out, the form offers to log in instead.
    expect(text).toContain(supportText('en', 'orderLogin'));
    expect(text).not.toContain(supportText('en', 'ordersLoading'));
    // Without scripts the form cannot be sent: a browser that runs none is told where to write instead.
    expect(text).toMatch(new RegExp(`<noscript>.*${supportText('en', 'needsJavaScript').replace(/[.()]/g, '\\$&')}.*</noscript>`));
    expect(unescape(/<title>(.*?)<\/title>/.exec(page!.head)![1]!)).toBe(`${supportText('en', 'title')} · Suuq`);
    expect(page!.head).toContain('<link rel="canonical" href="https://suuq.so/customer-service">');
    expect(page!.data).toEqual({});
  });

  it('renders the Student & Grad Discount with how it works and the invitation to log in, in Somali by default', async () => {
    const page = await html('/student-discount');
    const text = unescape(page!.html);
    const vars = { percent: STUDENT_DISCOUNT.percent, cap: formatPrice(STUDENT_DISCOUNT.capCents / 100) };
    expect(page!.lang).toBe('so');
    expect(unescape(h1Of(page!.html)!)).toBe(studentText('so', 'student.title'));
    expect(text).toContain(studentText('so', 'student.fact1', vars));
    expect(text).toContain(studentText('so', 'student.loginText'));
    expect(text).not.toContain(studentText('so', 'student.loading'));
    expect(page!.head).toContain(`<meta name="description" content="${studentText('so', 'student.intro', vars)}">`);
  });

  it('leaves every other page of the remote to the browser: the account, its orders, wallet, addresses', async () => {
    for (const path of ['/account', '/account/orders/7', '/account/wallet', '/wishlist', '/manage-address', '/order-tracking', '/advisor', '/faq/x', '/faqs']) {
      expect(await render(request(path))).toBeNull();
    }
  });

  it('renders nothing of a session: a session cookie changes nothing in the page', async () => {
    for (const path of ['/faq', '/customer-service', '/student-discount']) {
      const anonymous = await html(path);
      const withSession = await html(path, 'session_id=abc; suuqUser=%7B%22name%22%3A%22Hodan%22%7D');
      expect(withSession!.html).toBe(anonymous!.html);
      expect(withSession!.head).toBe(anonymous!.head);
    }
  });
});
