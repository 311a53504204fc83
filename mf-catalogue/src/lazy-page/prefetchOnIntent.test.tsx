import { useEffect, type ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, matchPath } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { connectionAllowsPrefetch } from './connection';
import { lazyPage, type LazyPage } from './lazyPage';
import { HOVER_DELAY_MS, prefetchOnIntent } from './prefetchOnIntent';

/** A product page whose code the test delivers by hand. */
function productPage() {
  let deliver: (page: ComponentType) => void = () => undefined;
  const load = jest.fn(() => new Promise<ComponentType>((resolve) => (deliver = resolve)));
  const Skeleton = () => <div data-testid="product-skeleton" />;
  const Page = lazyPage(load, Skeleton);
  return { load, Page, deliver: (page: ComponentType) => deliver(page) };
}

const ProductTitle = () => <h1>Dates 1 kg</h1>;

/** The connection the browser reports (Chromium's navigator.connection). */
function connection(value: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

function Shop({ Product }: { Product: LazyPage }) {
  useEffect(
    () => prefetchOnIntent((path) => (matchPath('/product/:slug', path) ? Product : undefined)),
    [Product],
  );
  return (
    <Routes>
      <Route
        path="/home"
        element={
          <>
            <Link to="/product/dates-1kg">
              <img alt="" />
              <span>Dates</span>
            </Link>
            <Link to="/privacy-policy">Privacy</Link>
          </>
        }
      />
      <Route path="/product/:slug" element={<Product />} />
    </Routes>
  );
}

const renderShop = (Product: LazyPage) =>
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Shop Product={Product} />
    </MemoryRouter>,
  );

const productLink = () => screen.getByRole('link', { name: 'Dates' });

beforeAll(() => setLanguage('en'));
beforeEach(() => connection({ saveData: false, effectiveType: '4g' }));
afterEach(() => {
  jest.useRealTimers();
  connection(undefined);
});

describe('prefetchOnIntent', () => {
  it('resting the pointer on a product link fetches the product page once, after a short delay', () => {
    jest.useFakeTimers();
    const { load, Page } = productPage();
    renderShop(Page);

    fireEvent.mouseOver(productLink().querySelector('span')!);
    jest.advanceTimersByTime(HOVER_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);

    // Moving within the card, leaving and coming back: the page's code is fetched once.
    fireEvent.mouseOver(productLink().querySelector('img')!);
    fireEvent.mouseOut(productLink(), { relatedTarget: document.body });
    fireEvent.mouseOver(productLink());
    jest.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a pointer that only passes over a link fetches nothing', () => {
    jest.useFakeTimers();
    const { load, Page } = productPage();
    renderShop(Page);
    fireEvent.mouseOver(productLink());
    fireEvent.mouseOut(productLink(), { relatedTarget: document.body });
    jest.runOnlyPendingTimers();
    expect(load).not.toHaveBeenCalled();
  });

  it('a finger touching a product link fetches the product page at once, and only once', () => {
    const { load, Page } = productPage();
    renderShop(Page);
    fireEvent.touchStart(productLink().querySelector('img')!);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.touchStart(productLink());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keyboard focus on a product link fetches the product page once', () => {
    const { load, Page } = productPage();
    renderShop(Page);
    act(() => productLink().focus());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => productLink().blur());
    act(() => productLink().focus());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a link to a page that is not lazy (or not the catalogue\'s) fetches nothing', () => {
    const { load, Page } = productPage();
    renderShop(Page);
    fireEvent.touchStart(screen.getByRole('link', { name: 'Privacy' }));
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['3g', { saveData: false, effectiveType: '3g' }],
  ])('under %s nothing is prefetched, and the page still opens on click', async (_, reported) => {
    connection(reported);
    expect(connectionAllowsPrefetch()).toBe(false);
    jest.useFakeTimers();
    const { load, Page, deliver } = productPage();
    renderShop(Page);

    fireEvent.mouseOver(productLink());
    jest.runOnlyPendingTimers();
    fireEvent.touchStart(productLink());
    act(() => productLink().focus());
    expect(load).not.toHaveBeenCalled();

    fireEvent.click(productLink());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
    jest.useRealTimers();
    await act(async () => deliver(ProductTitle));
    expect(screen.getByRole('heading', { name: 'Dates 1 kg' })).toBeInTheDocument();
  });

  it('a click while the prefetch is on its way shares it: one fetch, skeleton, then the page', async () => {
    const { load, Page, deliver } = productPage();
    renderShop(Page);
    fireEvent.touchStart(productLink());
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(productLink());
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => deliver(ProductTitle));
    expect(screen.getByRole('heading', { name: 'Dates 1 kg' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the catalogue goes', () => {
    const { load, Page } = productPage();
    const { unmount } = renderShop(Page);
    const link = productLink();
    unmount();
    document.body.appendChild(link);
    fireEvent.touchStart(link);
    expect(load).not.toHaveBeenCalled();
    link.remove();
  });
});
