/**
 * @jest-environment node
 */
// The no-script language switch, both ends: the link the header draws and the servers' answer.
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { LANGUAGE_SWITCH_PATH, languageCookie, languageSwitchAnswer, languageSwitchHref } from 'shared-ui/language-switch';

const HOST = 'suuq.test:3000';

describe('the language switch without scripts', () => {
  it('goes to English and back to the page it was followed from, query and all, with the cookie the browser switch writes', () => {
    expect(languageSwitchHref('en')).toBe('/language/en');
    expect(languageSwitchAnswer(languageSwitchHref('en'), { referer: `http://${HOST}/search-results?keyword=oil&sort=price`, host: HOST })).toEqual({
      status: 303,
      headers: { location: '/search-results?keyword=oil&sort=price', 'set-cookie': languageCookie('en'), 'cache-control': 'no-store' },
    });
    // Behind nginx on https, the service is asked over http with the public Host: the name is what counts.
    expect(languageSwitchAnswer(languageSwitchHref('so'), { referer: 'https://suuq.so/product/coconut-oil-500ml', host: 'suuq.so' })?.headers).toMatchObject({
      location: '/product/coconut-oil-500ml',
      'set-cookie': 'suuq_lang=so; Path=/; Max-Age=31536000; SameSite=Lax',
    });
  });

  it('any page of the shop it is followed from is the page it goes back to (fast-check)', () => {
    const segment = fc.string({ unit: fc.constantFrom(...'abcxyz019-_.~ %éØ'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.dictionary(segment, segment, { maxKeys: 3 })), (parts, query) => {
        const page = new URL(`/${parts.join('/')}`, `http://${HOST}`);
        if (query) for (const [k, v] of Object.entries(query)) page.searchParams.append(k, v);
        if (page.pathname.startsWith(LANGUAGE_SWITCH_PATH)) return;
        expect(languageSwitchAnswer('/language/en', { referer: page.href, host: HOST })?.headers.location).toBe(page.pathname + page.search);
      }),
    );
  });

  it.each([
    ['no Referer (a blocked one, a typed address)', undefined, HOST],
    ['another site', 'https://evil.example/product/x', HOST],
    ['a broken Referer', 'http://', HOST],
    ['not a web page', 'file:///etc/passwd', HOST],
    ['the switch itself', `http://${HOST}/language/so`, HOST],
    ['a page of two slashes, which would name another site', `http://${HOST}//evil.example/x`, HOST],
    ['the same, with a backslash the parser reads as a slash', `http://${HOST}/\\evil.example/x`, HOST],
    ['no Host', `http://${HOST}/cart`, undefined],
  ])('%s: /home', (_, referer, host) => {
    expect(languageSwitchAnswer('/language/en', { referer, host })?.headers.location).toBe('/home');
  });

  it('only ever sends a path of this shop, with no header break, whatever the Referer says', () => {
    fc.assert(
      fc.property(fc.string(), (referer) => {
        const { location } = languageSwitchAnswer('/language/en', { referer, host: HOST }).headers;
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(location).not.toMatch(/[\r\n]/);
      }),
    );
    expect(languageSwitchAnswer('/language/en', { referer: `http://${HOST}/x\r\nSet-Cookie: a=b`, host: HOST })?.headers.location).toBe('/xSet-Cookie:%20a=b');
  });

  it('an unknown language goes back to the page and sets nothing', () => {
    const from = { referer: `http://${HOST}/cart`, host: HOST };
    expect(languageSwitchAnswer('/language/fr', from)).toEqual({ status: 303, headers: { location: '/cart', 'cache-control': 'no-store' } });
    expect(languageSwitchAnswer('/language/', from)?.headers).not.toHaveProperty('set-cookie');
    expect(languageSwitchAnswer('/language/en/', from)?.headers['set-cookie']).toBe(languageCookie('en'));
  });

  it('is not the answer to any other path', () => {
    for (const p of ['/', '/home', '/languages', '/product/language', '/language']) expect(languageSwitchAnswer(p, { host: HOST })).toBeNull();
  });

  it('plain Node imports it unbuilt, as the render service and the static host do', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', "import { languageSwitchAnswer } from 'shared-ui/language-switch'; process.stdout.write(JSON.stringify(languageSwitchAnswer('/language/en')))"], {
      cwd: new URL('..', import.meta.url).pathname,
      encoding: 'utf8',
    });
    expect(JSON.parse(out).headers).toMatchObject({ location: '/home', 'set-cookie': languageCookie('en') });
  });

  it('keeps its named exports for an ES module importer after a CommonJS require of it (a Playwright worker: a remote\'s texts, then deploy\'s shop)', () => {
    const script = [
      "require('shared-ui/language-switch');",
      "import('shared-ui/language-switch').then((m) => process.stdout.write(typeof m.languageSwitchAnswer));",
    ].join('');
    expect(execFileSync(process.execPath, ['-e', script], { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' })).toBe('function');
  });
});
