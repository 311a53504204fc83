import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'shared-router';
import { setLanguage } from 'shared-ui';
import { OwnedPaths } from './ownedPaths';
import { PageNotFound } from './PageNotFound';

const at = (path: string, owns?: (pathname: string) => boolean) => {
  window.history.pushState(null, '', path);
  return render(
    <BrowserRouter>
      {owns ? (
        <OwnedPaths.Provider value={owns}>
          <PageNotFound />
        </OwnedPaths.Provider>
      ) : (
        <PageNotFound />
      )}
    </BrowserRouter>,
  );
};

beforeAll(() => setLanguage('en'));

test('an address below the remote\'s prefix with no page says so, with a way home', () => {
  at('/checkout/nothing', (p) => p.startsWith('/checkout'));
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
});

test('an address the shell gives to another remote shows nothing (the shell is moving on)', () => {
  const { container } = at('/home', (p) => p.startsWith('/checkout'));
  expect(container).toBeEmptyDOMElement();
});

test('standalone, without the shell, every address is the remote\'s', () => {
  at('/anything');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

test('the tab names the not-found page, so it does not keep the title of the page the shopper came from', () => {
  document.title = 'Coconut Oil 500ml — Suuq';
  at('/checkout/nothing', (p) => p.startsWith('/checkout'));
  expect(document.title).toBe('Page not found · Suuq');
});

test('an address the shell gives to another remote leaves the tab to that remote', () => {
  document.title = 'Hair Care · Suuq';
  at('/home', (p) => p.startsWith('/checkout'));
  expect(document.title).toBe('Hair Care · Suuq');
});
