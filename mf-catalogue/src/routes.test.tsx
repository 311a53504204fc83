import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BRAND, setLanguage } from 'shared-ui';
import { getCategories, getHomepageSection, getHomepageSections, getProduct } from 'shared-api';
import { t } from './messages';
import { t as privacyT } from './privacy/messages';
import { t as resultsT } from './search/resultsTexts';
import { AppRoutes } from './routes';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getHomepageSections: jest.fn(() => new Promise(() => undefined)),
  getProduct: jest.fn(() => new Promise(() => undefined)),
  getHomepageSection: jest.fn(() => new Promise(() => undefined)),
  getCategories: jest.fn(() => new Promise(() => undefined)),
  getProducts: jest.fn(() => new Promise(() => undefined)),
  searchProducts: jest.fn(() => new Promise(() => undefined)),
  getVideoAds: jest.fn(() => new Promise(() => undefined)),
  api: { call: jest.fn(() => new Promise(() => undefined)) },
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

beforeAll(() => setLanguage('en'));
beforeEach(() => jest.clearAllMocks());

// Every page but the homepage arrives in its own chunk: the page's own calls (a sort select, an
// h2) prove the page itself rendered, not just the skeleton shown while its code arrives.
describe('AppRoutes', () => {
  it('/home is the homepage, there at once (it is not fetched separately)', () => {
    renderAt('/home');
    expect(getHomepageSections).toHaveBeenCalled();
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
  });

  it('/product/:slug is the product page for that slug', async () => {
    renderAt('/product/dates-1kg');
    await waitFor(() => expect(getProduct).toHaveBeenCalledWith('dates-1kg'));
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();
  });

  it.each([
    ['/section/best-sellers', 'best_sellers', () => t('section.best_sellers')],
    ['/section/suuq-live', 'suuq_live', () => t('section.suuq_live', { brand: BRAND.name })],
    ['/carousel', 'featured_carousel', () => t('section.featured_carousel')],
    ['/discounts', 'limited_time_discounts', () => t('page.discounts')],
  ])('%s lists the %s section', async (path, key, heading) => {
    renderAt(path);
    await waitFor(() => expect(getHomepageSection).toHaveBeenCalledWith(key, 40));
    expect(screen.getByRole('heading', { level: 1, name: heading() })).toBeInTheDocument();
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
  });

  it('/section/related-products/:productId starts from that product', async () => {
    renderAt('/section/related-products/42');
    await waitFor(() => expect(getProduct).toHaveBeenCalledWith('42'));
  });

  it('/category/:slug lists that category', async () => {
    renderAt('/category/12');
    await waitFor(() => expect(getCategories).toHaveBeenCalled());
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
  });

  it('/category lists all categories', async () => {
    renderAt('/category');
    await waitFor(() => expect(getCategories).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: t('category.all') })).toBeInTheDocument();
    expect(screen.getByTestId('category-tiles-skeleton')).toBeInTheDocument();
  });

  it('/search-results is the search results page for the keyword in the address', async () => {
    renderAt('/search-results?keyword=oil&filter=price_asc');
    expect(await screen.findByRole('combobox', { name: resultsT('results.sortLabel') })).toHaveValue('price_asc');
    expect(
      screen.getByRole('heading', { level: 1, name: resultsT('results.title', { keyword: 'oil' }) }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
  });

  it('/privacy-policy is the privacy policy', async () => {
    renderAt('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 2, name: privacyT('privacy.collect.title') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t('privacy.title') })).toBeInTheDocument();
  });
});
