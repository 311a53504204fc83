import { configure, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BRAND, setLanguage } from 'shared-ui';
import { ApiError, getHomepageSection, getProduct, getProducts } from 'shared-api';
import { t } from '../messages';
import { aProduct, aProductDetail } from '../testing/products';
import { t as sectionT } from './texts';
import { CarouselPage, DiscountsPage, RelatedProductsPage, SectionPage } from './SectionPages';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getHomepageSection: jest.fn(),
  getProduct: jest.fn(),
  getProducts: jest.fn(),
  productImageUrl: (id: number | string) => `/api/product-image/${id}`,
}));

// Dozens of cards per page: generous waits so a busy test machine does not fail the rules.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const mockSection = getHomepageSection as jest.MockedFunction<typeof getHomepageSection>;
const mockProduct = getProduct as jest.MockedFunction<typeof getProduct>;
const mockProducts = getProducts as jest.MockedFunction<typeof getProducts>;
type SectionAnswer = Awaited<ReturnType<typeof getHomepageSection>>;

const sectionAnswer = (
  section: SectionAnswer['section'],
  products = [aProduct()],
): SectionAnswer => ({
  status: 'success',
  section,
  products,
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/section/related-products/:productId" element={<RelatedProductsPage />} />
        <Route path="/section/:name" element={<SectionPage />} />
        <Route path="/carousel" element={<CarouselPage />} />
        <Route path="/discounts" element={<DiscountsPage />} />
      </Routes>
    </MemoryRouter>,
  );

const cardNames = () =>
  screen.getAllByRole('article').map((card) => card.getAttribute('data-product-id'));

beforeEach(() => {
  jest.resetAllMocks();
  setLanguage('so');
});

describe('section pages', () => {
  it.each([
    ['best-sellers', 'best_sellers', () => t('section.best_sellers')],
    ['new-arrivals', 'new_arrivals', () => t('section.new_arrivals')],
    ['monthly-special', 'monthly_special', () => t('section.monthly_special')],
    ['suuq-live', 'suuq_live', () => t('section.suuq_live', { brand: BRAND.name })],
    ['suggested-products', 'suggested_products', () => t('section.suggested_products')],
  ] as const)('/section/%s asks for the %s section, 40 products', async (name, key, title) => {
    mockSection.mockResolvedValue(sectionAnswer(key));
    renderAt(`/section/${name}`);
    expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    expect(mockSection).toHaveBeenCalledWith(key, 40);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('/section/suuq-live links to the live list beside its heading; other sections do not', async () => {
    mockSection.mockResolvedValue(sectionAnswer('suuq_live'));
    const { unmount } = renderAt('/section/suuq-live');
    const heading = await screen.findByRole('heading', { level: 1, name: t('section.suuq_live', { brand: BRAND.name }) });
    const link = screen.getByRole('link', { name: sectionT('section.watchLive') });
    expect(link).toHaveAttribute('href', '/suuq-live-shopping');
    expect(heading.parentElement).toContainElement(link);
    unmount();
    mockSection.mockResolvedValue(sectionAnswer('best_sellers'));
    renderAt('/section/best-sellers');
    await screen.findByRole('heading', { level: 1, name: t('section.best_sellers') });
    expect(screen.queryByRole('link', { name: sectionT('section.watchLive') })).not.toBeInTheDocument();
  });

  it('an unknown section shows a not-found state and asks nothing', () => {
    renderAt('/section/cheap-camels');
    expect(
      screen.getByRole('heading', { level: 1, name: sectionT('section.notFound') }),
    ).toBeInTheDocument();
    expect(mockSection).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Ku noqo bogga hore' })[0]).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('shows card skeletons while loading', () => {
    mockSection.mockReturnValue(new Promise(() => undefined));
    renderAt('/section/best-sellers');
    expect(screen.getByTestId('grid-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(8);
  });

  it("an empty section shows the spec's empty text", async () => {
    mockSection.mockResolvedValue(sectionAnswer('new_arrivals', []));
    renderAt('/section/new-arrivals');
    expect(await screen.findByText('No products available at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('a failure shows an error whose Try again asks again', async () => {
    mockSection
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(sectionAnswer('best_sellers'));
    renderAt('/section/best-sellers');
    fireEvent.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(mockSection).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('/carousel lists the featured carousel', async () => {
    mockSection.mockResolvedValue(
      sectionAnswer('featured_carousel', [aProduct({ id: 1 }), aProduct({ id: 2 })]),
    );
    renderAt('/carousel');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(mockSection).toHaveBeenCalledWith('featured_carousel', 40);
  });
});

describe('/discounts', () => {
  it('lists limited-time discounts then the monthly special, each product once', async () => {
    mockSection.mockImplementation(async (name) =>
      name === 'limited_time_discounts'
        ? sectionAnswer('limited_time_discounts', [aProduct({ id: 1 }), aProduct({ id: 2 })])
        : sectionAnswer('monthly_special', [aProduct({ id: 2 }), aProduct({ id: 3 })]),
    );
    renderAt('/discounts');
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual(['1', '2', '3']);
    expect(mockProducts).not.toHaveBeenCalled();
  });

  it('falls back to products with an old price when both sections are empty', async () => {
    mockSection.mockImplementation(async (name) =>
      sectionAnswer(name as SectionAnswer['section'], []),
    );
    mockProducts.mockResolvedValue({
      status: 'success',
      total: 3,
      products: [
        aProduct({ id: 1, price: 10, oldPrice: 12 }),
        aProduct({ id: 2, oldPrice: null }),
        aProduct({ id: 3, price: 9, oldPrice: 9 }),
      ],
    });
    renderAt('/discounts');
    await screen.findAllByRole('article');
    expect(cardNames()).toEqual(['1']);
  });

  it('shows the error with Try again when both sections fail', async () => {
    mockSection.mockRejectedValue(new Error('offline'));
    renderAt('/discounts');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

describe('/section/related-products/:productId', () => {
  it("lists the product's subcategory without the product itself", async () => {
    mockProduct.mockResolvedValue(
      aProductDetail({
        id: 7,
        name: 'Shea Butter',
        slug: 'shea-butter-7',
        category_slug: 'hair_care',
      }),
    );
    mockProducts.mockResolvedValue({
      status: 'success',
      total: 3,
      products: [aProduct({ id: 5 }), aProduct({ id: 7 }), aProduct({ id: 9 })],
    });
    renderAt('/section/related-products/7');
    await screen.findAllByRole('article');
    expect(mockProduct).toHaveBeenCalledWith('7');
    expect(mockProducts).toHaveBeenCalledWith(expect.objectContaining({ category: 'hair_care' }));
    expect(cardNames()).toEqual(['5', '9']);
    expect(screen.getByRole('link', { name: 'Shea Butter' })).toHaveAttribute(
      'href',
      '/product/shea-butter-7',
    );
  });

  it("a missing product shows the spec's not-found text", async () => {
    mockProduct.mockRejectedValue(new ApiError('http', 'Not found', 404));
    renderAt('/section/related-products/999');
    expect(
      await screen.findByText(
        'Product not found. It may have been removed or is no longer available.',
      ),
    ).toBeInTheDocument();
  });
});
