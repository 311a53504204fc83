import { configure, act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, tokens } from 'shared-ui';
import { getCategories, getProducts } from 'shared-api';
import { aProduct } from '../testing/products';
import { setMobile, someCategories } from '../testing/categories';
import { CategoryNav } from './CategoryNav';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getCategories: jest.fn(),
  getProducts: jest.fn(),
}));

// Dozens of cards per page: generous waits so a busy test machine does not fail the rules.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const mockCategories = getCategories as jest.MockedFunction<typeof getCategories>;
const mockProducts = getProducts as jest.MockedFunction<typeof getProducts>;

const productsFor = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    aProduct({ id: i + 1, name: `Product ${i + 1}`, slug: `product-${i + 1}` }),
  );

/** Skincare has 8 products, Hair Care 3, every other subcategory none. */
const byCategory: Record<string, number> = { '11': 8, '12': 3 };

const renderNav = () =>
  render(
    <MemoryRouter>
      <CategoryNav />
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.resetAllMocks();
  setLanguage('en');
  setMobile(false);
  mockCategories.mockResolvedValue(someCategories());
  mockProducts.mockImplementation(async (params = {}) => {
    const products = productsFor(byCategory[String(params.category)] ?? 0);
    return { status: 'success', products, total: products.length };
  });
});

const panel = () => screen.getByRole('region', { name: /Subcategories of/ });
/** The panel's code comes with its first opening: wait for it once after opening. */
const shownPanel = () => screen.findByRole('region', { name: /Subcategories of/ });

describe('CategoryNav on desktop', () => {
  it('shows every main category as a button', async () => {
    renderNav();
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getAllByRole('button', { expanded: false })).toHaveLength(5);
  });

  it('focusing a main category opens its panel; Escape closes it and returns focus', async () => {
    renderNav();
    const beauty = await screen.findByRole('button', { name: 'Beauty & Personal Care' });
    act(() => beauty.focus());
    expect(beauty).toHaveAttribute('aria-expanded', 'true');
    expect(await shownPanel()).toHaveAttribute('id', beauty.getAttribute('aria-controls'));
    const skincare = within(panel()).getByRole('link', { name: 'Skincare' });
    act(() => skincare.focus());
    fireEvent.keyDown(skincare, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: /Subcategories of/ })).not.toBeInTheDocument();
    expect(beauty).toHaveFocus();
    expect(beauty).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['ArrowDown', 'Enter', ' '])(
    '%j opens the panel and moves focus into it',
    async (key) => {
      renderNav();
      const food = await screen.findByRole('button', { name: 'Food & Grocery' });
      fireEvent.keyDown(food, { key });
      await waitFor(() => expect(panel()).toContainElement(document.activeElement as HTMLElement));
    },
  );

  it('hovering a main category opens its panel; leaving the navigation closes it', async () => {
    renderNav();
    const fashion = await screen.findByRole('button', { name: 'Fashion' });
    fireEvent.mouseEnter(fashion.closest('li') as HTMLElement);
    expect(await shownPanel()).toHaveAccessibleName('Subcategories of Fashion');
    fireEvent.mouseLeave(screen.getByRole('navigation'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("previews 3 of 8 loaded products then '+5 more items'; 3 loaded show no count", async () => {
    renderNav();
    const beauty = await screen.findByRole('button', { name: 'Beauty & Personal Care' });
    act(() => beauty.focus());
    await waitFor(() =>
      expect(within(panel()).getAllByRole('link', { name: /Product/ })).toHaveLength(6),
    );
    expect(mockProducts).toHaveBeenCalledWith({ category: 11, limit: 8 });
    const skincare = panel().querySelector('[data-subcategory="skincare"]') as HTMLElement;
    expect(within(skincare).getAllByRole('link', { name: /Product \d/ })).toHaveLength(3);
    expect(within(skincare).getByRole('link', { name: '+5 more items' })).toHaveAttribute(
      'href',
      '/category/11',
    );
    const hair = panel().querySelector('[data-subcategory="hair_care"]') as HTMLElement;
    expect(within(hair).getAllByRole('link', { name: /Product \d/ })).toHaveLength(3);
    expect(within(hair).queryByText(/more items/)).not.toBeInTheDocument();
  });

  it("a subcategory without products says 'No products available'", async () => {
    renderNav();
    const food = await screen.findByRole('button', { name: 'Food & Grocery' });
    act(() => food.focus());
    expect(await within(await shownPanel()).findByText('No products available')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Fit Foods' })).toHaveAttribute(
      'href',
      '/category/21',
    );
  });

  it("a failed category load shows 'Try Again', which loads them again", async () => {
    mockCategories
      .mockReset()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(someCategories());
    renderNav();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the categories.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Fashion' })).toBeInTheDocument();
    expect(mockCategories).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the failure is the shop\'s one "could not load" line: danger text, no box, a text Try Again', async () => {
    mockCategories.mockReset().mockRejectedValueOnce(new Error('offline'));
    renderNav();
    expectRetryLine(await screen.findByRole('alert'), screen.getByRole('button', { name: 'Try Again' }));
  });
});

/** The look of every 'could not load — Try again' line (shared-ui's RetryLine): danger text, no box, a text button. */
function expectRetryLine(line: HTMLElement, button: HTMLElement) {
  const n = parseInt(tokens.colors.danger.slice(1), 16);
  expect(getComputedStyle(line).color).toBe(`rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`);
  expect(getComputedStyle(line).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  expect(getComputedStyle(button).borderWidth).toBe('0px');
}

describe('CategoryNav scroll arrows', () => {
  const sizes = { scrollWidth: 1200, clientWidth: 400 };
  beforeAll(() => {
    for (const [prop, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => value });
    }
  });
  afterAll(() => {
    for (const prop of Object.keys(sizes))
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[prop];
  });

  it('shows the right arrow when the row overflows, and the left one once it has scrolled', async () => {
    renderNav();
    const right = await screen.findByRole('button', { name: 'Scroll categories right' });
    expect(
      screen.queryByRole('button', { name: 'Scroll categories left' }),
    ).not.toBeInTheDocument();
    const row = screen.getByRole('list').parentElement as HTMLElement;
    fireEvent.click(right);
    expect(row.scrollLeft).toBeGreaterThan(0);
    fireEvent.scroll(row);
    expect(
      await screen.findByRole('button', { name: 'Scroll categories left' }),
    ).toBeInTheDocument();
  });
});

describe('CategoryNav on mobile', () => {
  beforeEach(() => setMobile(true));

  it("lists the first 3 main categories; 'More' shows all", async () => {
    renderNav();
    await screen.findByRole('button', { name: /Beauty/ });
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
      'Beauty & Personal Care',
      'Food & Grocery',
      'Health & Wellness',
      'More',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Toys & Games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('while loading, its place is built like the list: the first 3 rows and the More button (nothing moves when they arrive)', async () => {
    let answer!: (c: Awaited<ReturnType<typeof getCategories>>) => void;
    mockCategories.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { container } = renderNav();
    const skeleton = screen.getByTestId('mobile-category-skeleton');
    const rows = skeleton.querySelectorAll('ul > li');
    expect(rows).toHaveLength(3);
    // The rows are the list's own row element; the More button is the list's own Button, unseen and unreachable.
    await act(async () => answer(someCategories()));
    const list = container.querySelector('nav ul')!;
    expect(list.children).toHaveLength(rows.length);
    expect(rows[0]!.firstElementChild!.className).toBe(list.children[0]!.firstElementChild!.className.replace(/ ?$/, ''));
    const more = screen.getByRole('button', { name: 'More' });
    expect(skeleton.querySelector('button')?.className).toBe(more.className);
    expect(skeleton.querySelector('button')).toHaveAttribute('tabindex', '-1');
  });

  it('a main category expands to links of its subcategories by id', async () => {
    renderNav();
    fireEvent.click(await screen.findByRole('button', { name: /Beauty/ }));
    expect(screen.getByRole('link', { name: 'Hair Care' })).toHaveAttribute('href', '/category/12');
    expect(mockProducts).not.toHaveBeenCalled();
  });
});
