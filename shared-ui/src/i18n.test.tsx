import { act, render, screen } from '@testing-library/react';
import { createMessages, getI18n, getLanguage, setLanguage, useLanguage } from './i18n';

type I18nModule = typeof import('./i18n');
const PAGE_KEY = Symbol.for('suuq.shared-ui.i18n.v2');

const messages = createMessages('test-shop', {
  so: {
    searchPlaceholder: 'Raadi alaab',
    items_one: '{{count}} shay',
    items_other: '{{count}} shay oo kala duwan',
  },
  en: {
    searchPlaceholder: 'Search products',
    emptyCart: 'Your cart is empty',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    reviews_one: '{{count}} review',
    reviews_other: '{{count}} reviews',
    greeting: 'Hello {{name}}',
  },
});

/** Another bundle's copy of shared-ui (the shell and a remote each carrying one). */
function anotherCopy(): I18nModule {
  let copy: I18nModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<I18nModule>('./i18n');
  });
  return copy!;
}

/** Runs `check` as on a newly opened page (no i18n state yet), then puts this page's state back. */
function onNewPage(check: (copy: I18nModule) => void): void {
  const g = globalThis as unknown as Record<symbol, unknown>;
  const saved = g[PAGE_KEY];
  delete g[PAGE_KEY];
  try {
    check(anotherCopy());
  } finally {
    g[PAGE_KEY] = saved;
    document.documentElement.lang = getLanguage();
  }
}

// Each test starts as a new device: nothing remembered, no cookie (setLanguage writes both).
afterEach(() => {
  jest.restoreAllMocks();
  act(() => setLanguage('so'));
  localStorage.clear();
  document.cookie = 'suuq_lang=; Path=/; Max-Age=0';
});

describe('i18n', () => {
  it('the default language is so and its text is returned', () => {
    expect(getLanguage()).toBe('so');
    expect(messages.t('searchPlaceholder')).toBe('Raadi alaab');
  });

  it('a key so leaves out falls back to the en text', () => {
    expect(messages.t('emptyCart')).toBe('Your cart is empty');
    expect(messages.t('greeting', { name: 'Hodan' })).toBe('Hello Hodan');
  });

  it('a key no catalogue has shows as the key, not as an empty text', () => {
    // @ts-expect-error: a key that is not in the en catalogue does not compile
    expect(messages.t('notAKey')).toBe('notAKey');
  });

  it('fills every {{name}} placeholder with its value', () => {
    const texts = createMessages('test-fill', {
      so: {},
      en: { line: '{{name}} × {{quantity}} from {{name}}', plain: 'No placeholders' },
    });
    expect(texts.t('line', { name: 'Sokor', quantity: 2 })).toBe('Sokor × 2 from Sokor');
    expect(texts.t('plain', { name: 'unused' })).toBe('No placeholders');
  });

  it('picks key_one for a count of 1 and key_other otherwise, in the current language', () => {
    expect(messages.t('items', { count: 1 })).toBe('1 shay');
    expect(messages.t('items', { count: 4 })).toBe('4 shay oo kala duwan');
    act(() => setLanguage('en'));
    expect(messages.t('items', { count: 1 })).toBe('1 item');
    expect(messages.t('items', { count: 3 })).toBe('3 items');
    expect(messages.t('items', { count: 0 })).toBe('0 items');
  });

  it('plural forms so leaves out fall back to the en ones', () => {
    expect(messages.t('reviews', { count: 1 })).toBe('1 review');
    expect(messages.t('reviews', { count: 2 })).toBe('2 reviews');
  });

  it('keys may contain colons and dots, plural ones too', () => {
    const routes = createMessages('test-routes', {
      so: { 'title:/account/*': 'Akoonkayga', 'results.count_one': '{{count}} alaab' },
      en: {
        'title:/account/*': 'My Account',
        'v1.2': 'Version',
        'title:/v1.2/help': 'Help',
        'results.count_one': '{{count}} product',
        'results.count_other': '{{count}} products',
      },
    });
    expect(routes.t('title:/account/*')).toBe('Akoonkayga');
    expect(routes.t('v1.2')).toBe('Version');
    expect(routes.t('title:/v1.2/help')).toBe('Help');
    expect(routes.t('results.count', { count: 1 })).toBe('1 alaab');
    expect(routes.t('results.count', { count: 5 })).toBe('5 products');
  });

  it('each package keeps its own texts under the same key', () => {
    const other = createMessages('test-other', {
      so: {},
      en: { searchPlaceholder: 'Search orders' },
    });
    expect(other.t('searchPlaceholder')).toBe('Search orders');
    expect(messages.t('searchPlaceholder')).toBe('Raadi alaab');
  });

  it('setLanguage re-renders components that use useT, marks the document and remembers the choice', () => {
    function Placeholder() {
      const t = messages.useT();
      const lang = useLanguage();
      return <p data-lang={lang}>{t('searchPlaceholder')}</p>;
    }
    render(<Placeholder />);
    expect(screen.getByText('Raadi alaab')).toHaveAttribute('data-lang', 'so');
    act(() => setLanguage('en'));
    expect(screen.getByText('Search products')).toHaveAttribute('data-lang', 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('suuqLanguage')).toBe('en');
    act(() => setLanguage('so'));
    expect(screen.getByText('Raadi alaab')).toHaveAttribute('data-lang', 'so');
    expect(document.documentElement.lang).toBe('so');
  });

  it('a new page opens in the remembered language and marks the document with it', () => {
    localStorage.setItem('suuqLanguage', 'en');
    onNewPage((page) => {
      expect(page.getLanguage()).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    });
  });

  it.each(['fr', '', 'undefined', '"en"'])(
    'a remembered value %j that is no language opens the page in so',
    (value) => {
      localStorage.setItem('suuqLanguage', value);
      onNewPage((page) => {
        expect(page.getLanguage()).toBe('so');
        expect(document.documentElement.lang).toBe('so');
        const texts = page.createMessages('test-new-page', {
          so: { hi: 'Nabad' },
          en: { hi: 'Hi' },
        });
        expect(texts.t('hi')).toBe('Nabad');
      });
    },
  );

  it('blocked storage never breaks the page: it opens in so and still switches language', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    onNewPage((page) => {
      expect(page.getLanguage()).toBe('so');
      expect(() => page.setLanguage('en')).not.toThrow();
      expect(page.getLanguage()).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    });
  });

  it('is one instance per page: two copies of shared-ui share texts and language', () => {
    const copy = anotherCopy();
    expect(copy.getI18n()).toBe(getI18n());
    // The same catalogue registered by both copies adds up; it does not wipe the first one's texts.
    copy.createMessages('test-shop', { so: {}, en: { copied: 'From the other copy' } });
    expect(messages.t('searchPlaceholder')).toBe('Raadi alaab');

    function Placeholder() {
      return <p>{messages.useT()('searchPlaceholder')}</p>;
    }
    render(<Placeholder />);
    act(() => copy.setLanguage('en'));
    expect(getLanguage()).toBe('en');
    expect(screen.getByText('Search products')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

/** Every cookie the page writes, from now on (each still written). */
function cookiesWritten(): string[] {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    cookie.set!.call(document, value);
  });
  return written;
}

describe('the language cookie the server reads', () => {
  const clearCookie = () => {
    jest.restoreAllMocks(); // a test's blocked cookie first
    document.cookie = 'suuq_lang=; Path=/; Max-Age=0';
  };
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it('setLanguage sets suuq_lang with the language for every path, a year, SameSite=Lax', () => {
    const written = cookiesWritten();
    act(() => setLanguage('en'));
    expect(written).toEqual(['suuq_lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(document.cookie).toContain('suuq_lang=en');
    act(() => setLanguage('so'));
    expect(document.cookie).toContain('suuq_lang=so');
    expect(document.documentElement.lang).toBe('so');
  });

  it('a new page with no remembered language opens in the cookie\'s (the language the server rendered)', () => {
    document.cookie = 'suuq_lang=en; Path=/';
    onNewPage((page) => {
      expect(page.getLanguage()).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    });
  });

  it("a page's start renews the cookie it opened in (its year counts from this visit), written once", () => {
    document.cookie = 'suuq_lang=en; Path=/';
    const written = cookiesWritten();
    onNewPage((page) => {
      expect(page.getLanguage()).toBe('en');
      expect(written).toEqual(['suuq_lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
    });
  });

  it('the cookie is read before the device\'s remembered language (the switch without scripts writes only the cookie), and the device is brought in step with it', () => {
    localStorage.setItem('suuqLanguage', 'en');
    document.cookie = 'suuq_lang=so; Path=/';
    onNewPage((page) => {
      expect(page.getLanguage()).toBe('so');
      expect(document.documentElement.lang).toBe('so');
      expect(localStorage.getItem('suuqLanguage')).toBe('so');
      expect(document.cookie).toContain('suuq_lang=so');
    });
  });

  it('a device with no cookie (a choice made before the cookie existed) opens in its remembered language, and the cookie is set from it', () => {
    localStorage.setItem('suuqLanguage', 'en');
    onNewPage((page) => {
      expect(page.getLanguage()).toBe('en');
      expect(document.cookie).toContain('suuq_lang=en');
    });
  });

  it('a cookie on a device that remembers nothing is remembered; blocked storage still opens in the cookie\'s language', () => {
    localStorage.removeItem('suuqLanguage');
    document.cookie = 'suuq_lang=en; Path=/';
    onNewPage((page) => expect(page.getLanguage()).toBe('en'));
    expect(localStorage.getItem('suuqLanguage')).toBe('en');
    localStorage.removeItem('suuqLanguage');
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    onNewPage((page) => expect(page.getLanguage()).toBe('en'));
  });

  it('a broken cookie never breaks the page: another value opens in so, blocked cookies still switch', () => {
    document.cookie = 'suuq_lang=%E0%A4%A; Path=/';
    onNewPage((page) => expect(page.getLanguage()).toBe('so'));
    jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    onNewPage((page) => {
      expect(page.getLanguage()).toBe('so');
      expect(() => page.setLanguage('en')).not.toThrow();
      expect(page.getLanguage()).toBe('en');
      expect(document.documentElement.lang).toBe('en');
    });
  });
});
