import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { getCategories, getHomepageSections } from 'shared-api';
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
    mockSections.mockResolvedValue(answer({ best_sellers: [aProduct()] }));
    renderHome();
    await screen.findByRole('heading', { name: 'Kuwa ugu iibka badan — Best sellers' });
    expect(mockSections).toHaveBeenCalledTimes(1);
    expect(mockSections).toHaveBeenCalledWith(8);
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
    await screen.findByRole('heading', { name: /New arrivals/ });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Alaab cusub — New arrivals', 'Hadiyado — Gift sets', 'Kuwa ugu iibka badan — Best sellers']);
  });

  it('each section has a See all link to its hyphenated section page', async () => {
    mockSections.mockResolvedValue(answer({ best_sellers: [aProduct()], suuq_live: [aProduct({ id: 2 })] }));
    renderHome();
    const live = await screen.findByRole('region', { name: 'Suuq Live — Toos' });
    expect(within(live).getByRole('link', { name: /Eeg dhammaan/ })).toHaveAttribute('href', '/section/suuq-live');
    const best = screen.getByRole('region', { name: /Best sellers/ });
    expect(within(best).getByRole('link', { name: /Eeg dhammaan/ })).toHaveAttribute('href', '/section/best-sellers');
    expect(within(best).getAllByRole('article')).toHaveLength(1);
  });

  it('shows card-shaped skeletons while loading and none after', async () => {
    let resolve: (a: Answer) => void = () => undefined;
    mockSections.mockReturnValue(new Promise<Answer>((r) => (resolve = r)));
    renderHome();
    expect(screen.getByTestId('home-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThanOrEqual(4);
    resolve(answer({ best_sellers: [aProduct()] }));
    await screen.findByRole('heading', { name: /Best sellers/ });
    expect(screen.queryByTestId('home-skeleton')).not.toBeInTheDocument();
  });

  it("shows the spec's empty text when no section has products", async () => {
    mockSections.mockResolvedValue(answer({ best_sellers: [], new_arrivals: [] }));
    renderHome();
    expect(await screen.findByText('No products available at the moment')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Best sellers/ })).not.toBeInTheDocument();
  });

  it('a failed request shows an error with Try again, which asks again', async () => {
    mockSections.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer({ best_sellers: [aProduct()] }));
    renderHome();
    const retry = await screen.findByRole('button', { name: /Try again/ });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(retry);
    await screen.findByRole('heading', { name: /Best sellers/ });
    expect(mockSections).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the hero names the shop and promises HAAD EXPRESS same-day delivery', () => {
    mockSections.mockReturnValue(new Promise<Answer>(() => undefined));
    renderHome();
    const hero = screen.getByRole('region', { name: 'Ku soo dhowow Suuq' });
    expect(within(hero).getByText(/HAAD EXPRESS — Same-day delivery/)).toBeInTheDocument();
  });

  it('shows the category navigation under the hero', async () => {
    mockSections.mockReturnValue(new Promise<Answer>(() => undefined));
    (getCategories as jest.Mock).mockResolvedValue(someCategories());
    renderHome();
    const nav = await screen.findByRole('navigation', { name: /Categories/ });
    expect(within(nav).getByRole('button', { name: 'Quruxda & Daryeelka' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Ku soo dhowow Suuq' });
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
      const best = await screen.findByRole('region', { name: /Best sellers/ });
      expect(within(best).getAllByRole('article')).toHaveLength(2);
      // Lower rows: heading and See all are there (the outline reads the same), the cards not yet.
      const arrivals = screen.getByRole('region', { name: /New arrivals/ });
      expect(within(arrivals).getByRole('link', { name: /Eeg dhammaan/ })).toBeInTheDocument();
      expect(within(arrivals).queryAllByRole('article')).toHaveLength(0);
      // Its still placeholder has one skeleton card per product, so the row keeps its height.
      const waiting = within(arrivals).getByTestId('row-waiting');
      expect(within(waiting).getAllByTestId('card-skeleton')).toHaveLength(2);
      expect(intersections.watched()).toHaveLength(2);

      intersections.seen(true, waiting);
      expect(within(arrivals).getAllByRole('article')).toHaveLength(2);
      expect(within(screen.getByRole('region', { name: /Gift sets/ })).queryAllByRole('article')).toHaveLength(0);
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
      const gifts = await screen.findByRole('region', { name: /Gift sets/ });
      intersections.seen(false);
      expect(within(gifts).queryAllByRole('article')).toHaveLength(0);
    } finally {
      intersections.uninstall();
    }
  });
});
