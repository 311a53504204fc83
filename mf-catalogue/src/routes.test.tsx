import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { getCategories, getHomepageSection, getHomepageSections, getProduct } from 'shared-api';
import { AppRoutes } from './routes';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getHomepageSections: jest.fn(() => new Promise(() => undefined)),
  getProduct: jest.fn(() => new Promise(() => undefined)),
  getHomepageSection: jest.fn(() => new Promise(() => undefined)),
  getCategories: jest.fn(() => new Promise(() => undefined)),
  getProducts: jest.fn(() => new Promise(() => undefined)),
  searchProducts: jest.fn(() => new Promise(() => undefined)),
  api: { call: jest.fn(() => new Promise(() => undefined)) },
}));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

beforeAll(() => setLanguage('en'));

describe('AppRoutes', () => {
  it('/home is the homepage', () => {
    renderAt('/home');
    expect(getHomepageSections).toHaveBeenCalled();
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
  });

  it('/product/:slug is the product page for that slug', () => {
    renderAt('/product/dates-1kg');
    expect(getProduct).toHaveBeenCalledWith('dates-1kg');
  });

  it.each([
    ['/section/best-sellers', 'best_sellers'],
    ['/section/suuq-live', 'suuq_live'],
    ['/carousel', 'featured_carousel'],
    ['/discounts', 'limited_time_discounts'],
  ])('%s lists the %s section', (path, key) => {
    renderAt(path);
    expect(getHomepageSection).toHaveBeenCalledWith(key, 40);
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
  });

  it('/section/related-products/:productId starts from that product', () => {
    renderAt('/section/related-products/42');
    expect(getProduct).toHaveBeenCalledWith('42');
  });

  it('/category/:slug lists that category and /category all categories', () => {
    renderAt('/category/12');
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
    expect(getCategories).toHaveBeenCalled();
    renderAt('/category');
    expect(screen.getByRole('heading', { level: 1, name: 'All categories' })).toBeInTheDocument();
  });

  it('/search-results is the search results page for the keyword in the address', () => {
    renderAt('/search-results?keyword=oil&filter=price_asc');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “oil”' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(screen.getByTestId('grid-skeleton')).toBeInTheDocument();
  });

  it('/privacy-policy is the privacy policy', () => {
    renderAt('/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
