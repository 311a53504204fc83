import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BRAND, setLanguage } from 'shared-ui';
import { getCategories, getHomepageSections } from 'shared-api';
import { t } from '../messages';
import { someCategories } from '../testing/categories';
import { fakeIntersectionObserver } from '../testing/intersection';
import { aProduct } from '../testing/products';
import { HomePage } from './HomePage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getHomepageSections: jest.fn(),
  getCategories: jest.fn(),
  // The ads have their own tests (HomePage.ads.test.tsx); here they never arrive.
  getVideoAds: jest.fn(() => new Promise(() => undefined)),
  productImageUrl: (id: number | string) => `/api/product-image/${id}`,
}));

const mockSections = getHomepageSections as jest.MockedFunction<typeof getHomepageSections>;
type Answer = Awaited<ReturnType<typeof getHomepageSections>>;

const answer = (sections: Answer['sections'], section_keys = Object.keys(sections)): Answer => ({
  status: 'success',
  sections,
  section_keys,
});

// The rows' titles as the catalogue says them today (a team may reword them: the rules stay).
const title = {
  best: () => t('section.best_sellers'),
  arrivals: () => t('section.new_arrivals'),
  gifts: () => t('section.gift_sets'),
  live: () => t('section.suuq_live', { brand: BRAND.name }),
};
const seeAllOf = (section: string) => t('home.seeAllLabel', { section });
const heroName = () => t('home.heroLabel', { brand: BRAND.name });

const renderHome = () =>
  render(
    <MemoryRouter initialEntries={['/home']}>
      <HomePage />
    </MemoryRouter>,
  );

beforeEach(() => {
  mockSections.mockReset();
  // The category navigation has its own tests; here it stays loading unless a test says otherwise.
  (getCategories as jest.Mock).mockReturnValue(new Promise(() => undefined));
  setLanguage('so');
});

describe('HomePage', () => {
  it('asks for all sections in one request of 8 products each', async () => {
    let deliver: (a: Answer) => void = () => undefined;
    mockSections.mockReturnValue(new Promise<Answer>((r) => (deliver = r)));
    renderHome();
    // The request goes as the page mounts; then its answer is shown, and no second one follows.
    expect(mockSections).toHaveBeenCalledTimes(1);
    expect(mockSections).toHaveBeenCalledWith(8);
    await act(async () => deliver(answer({ best_sellers: [aProduct()] })));
    expect(screen.getByRole('heading', { name: title.best() })).toBeInTheDocument();
    expect(mockSections).toHaveBeenCalledTimes(1);
  });

  it("renders sections in the server's section_keys order, not the object's order", async () => {
    mockSections.mockResolvedValue(
      answer(
        {
          best_sellers: [aProduct({ id: 1, name: 'Dates' })],
          gift_sets: [aProduct({ id: 2, name: 'Oud Gift Box' })],
          new_arrivals: [aProduct({ id: 3, name: 'Sambusa Pan' })],
        },
        ['new_arrivals', 'gift_sets', 'best_sellers'],
      ),
    );
    renderHome();
    await screen.findByRole('heading', { name: title.arrivals() });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([title.arrivals(), title.gifts(), title.best()]);
  });

  it('each section has a See all link to its hyphenated section page', async () => {
    mockSections.mockResolvedValue(answer({ best_sellers: [aProduct()], suuq_live: [aProduct({ id: 2 })] }));
    renderHome();
    const live = await screen.findByRole('region', { name: title.live() });
    expect(within(live).getByRole('link', { name: seeAllOf(title.live()) })).toHaveAttribute('href', '/section/suuq-live');
    const best = screen.getByRole('region', { name: title.best() });
    expect(within(best).getByRole('link', { name: seeAllOf(title.best()) })).toHaveAttribute('href', '/section/best-sellers');
    expect(within(best).getAllByRole('article')).toHaveLength(1);
  });

  it('shows card-shaped skeletons while loading and none after', async () => {
    let resolve: (a: Answer) => void = () => undefined;
    mockSections.mockReturnValue(new Promise<Answer>((r) => (resolve = r)));
    renderHome();
    expect(screen.getByTestId('home-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThanOrEqual(4);
    resolve(answer({ best_sellers: [aProduct()] }));
    await screen.findByRole('heading', { name: title.best() });
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
  });

  it("shows the spec's empty text when no section has products", async () => {
    mockSections.mockResolvedValue(answer({ best_sellers: [], new_arrivals: [] }));
    renderHome();
    expect(await screen.findByText('No products available at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: title.best() })).not.toBeInTheDocument();
  });

  it('a failed request shows an error with Try again, which asks again', async () => {
    mockSections.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer({ best_sellers: [aProduct()] }));
    renderHome();
    const retry = await screen.findByRole('button', { name: /Try again/ });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(retry);
    await screen.findByRole('heading', { name: title.best() });
    expect(mockSections).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the hero names the shop and promises HAAD EXPRESS same-day delivery', () => {
    mockSections.mockReturnValue(new Promise<Answer>(() => undefined));
    renderHome();
    const hero = screen.getByRole('region', { name: heroName() });
    expect(within(hero).getByText(/HAAD EXPRESS — Same-day delivery/)).toBeInTheDocument();
  });

  it('shows the category navigation under the hero', async () => {
    mockSections.mockReturnValue(new Promise<Answer>(() => undefined));
    (getCategories as jest.Mock).mockResolvedValue(someCategories());
    renderHome();
    const nav = await screen.findByRole('navigation', { name: /Categories/ });
    expect(within(nav).getByRole('button', { name: 'Quruxda & Daryeelka' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: heroName() });
    expect(hero.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('builds the first row at once and a lower row only when it comes near the screen', async () => {
    const intersections = fakeIntersectionObserver();
    try {
      const keys = ['best_sellers', 'new_arrivals', 'gift_sets'];
      mockSections.mockResolvedValue(
        answer(Object.fromEntries(keys.map((key, i) => [key, [aProduct({ id: i * 10 + 1 }), aProduct({ id: i * 10 + 2 })]]))),
      );
      renderHome();
      const best = await screen.findByRole('region', { name: title.best() });
      expect(within(best).getAllByRole('article')).toHaveLength(2);
      // Lower rows: heading and See all are there (the outline reads the same), the cards not yet.
      const arrivals = screen.getByRole('region', { name: title.arrivals() });
      expect(within(arrivals).getByRole('link', { name: seeAllOf(title.arrivals()) })).toBeInTheDocument();
      expect(within(arrivals).queryAllByRole('article')).toHaveLength(0);
      // Its still placeholder has one skeleton card per product, so the row keeps its height.
      const waiting = within(arrivals).getByTestId('row-waiting');
      expect(within(waiting).getAllByTestId('card-skeleton')).toHaveLength(2);
      expect(intersections.watched()).toHaveLength(2);

      intersections.seen(true, waiting);
      expect(within(arrivals).getAllByRole('article')).toHaveLength(2);
      expect(within(screen.getByRole('region', { name: title.gifts() })).queryAllByRole('article')).toHaveLength(0);
      expect(intersections.watched()).toHaveLength(1);
    } finally {
      intersections.uninstall();
    }
  });

  it('a row out of view stays a placeholder until an observer says it is near', async () => {
    const intersections = fakeIntersectionObserver();
    try {
      const keys = ['best_sellers', 'new_arrivals', 'gift_sets'];
      mockSections.mockResolvedValue(answer(Object.fromEntries(keys.map((key, i) => [key, [aProduct({ id: i + 1 })]]))));
      renderHome();
      const gifts = await screen.findByRole('region', { name: title.gifts() });
      intersections.seen(false);
      expect(within(gifts).queryAllByRole('article')).toHaveLength(0);
    } finally {
      intersections.uninstall();
    }
  });
});
