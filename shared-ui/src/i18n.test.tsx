import { act, render, screen } from '@testing-library/react';
import { createMessages, getI18n, getLanguage, setLanguage, useLanguage } from './i18n';

const messages = createMessages('test-shop', {
  so: {
    searchPlaceholder: 'Raadi alaab',
    items_one: '{{count}} shay',
    items_other: '{{count}} shay',
  },
  en: {
    searchPlaceholder: 'Search products',
    emptyCart: 'Your cart is empty',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    greeting: 'Hello {{name}}',
  },
});

afterEach(() => act(() => setLanguage('so')));

describe('i18n', () => {
  it('the default language is so and its text is returned', () => {
    expect(getLanguage()).toBe('so');
    expect(messages.t('searchPlaceholder')).toBe('Raadi alaab');
  });

  it('a key so leaves out falls back to the en text', () => {
    expect(messages.t('emptyCart')).toBe('Your cart is empty');
  });

  it('fills placeholders and picks plural forms from count', () => {
    expect(messages.t('greeting', { name: 'Hodan' })).toBe('Hello Hodan');
    setLanguage('en');
    expect(messages.t('items', { count: 1 })).toBe('1 item');
    expect(messages.t('items', { count: 3 })).toBe('3 items');
  });

  it('keys may contain colons and dots', () => {
    const routes = createMessages('test-routes', {
      so: { 'title:/account/*': 'Akoonkayga' },
      en: { 'title:/account/*': 'My Account', 'v1.2': 'Version' },
    });
    expect(routes.t('title:/account/*')).toBe('Akoonkayga');
    expect(routes.t('v1.2')).toBe('Version');
  });

  it('keys are typed from the en catalogue', () => {
    // @ts-expect-error: a key that is not in the en catalogue does not compile
    expect(messages.t('notAKey')).toBe('notAKey');
  });

  it('is one instance per page, whichever bundle asks', () => {
    expect(getI18n()).toBe(getI18n());
    const again = createMessages('other-remote', { so: {}, en: { hi: 'Hi' } });
    expect(again.t('hi')).toBe('Hi');
    expect(messages.t('searchPlaceholder')).toBe('Raadi alaab');
  });

  it('setLanguage re-renders components that use useT and marks the document', () => {
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
  });
});
