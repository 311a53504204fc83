import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { searchProducts } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { aProduct } from '../testing/products';
import { RECENT_SEARCHES_KEY } from './recent';
import { SearchBox } from './SearchBox';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), searchProducts: jest.fn() }));
const search = searchProducts as jest.MockedFunction<typeof searchProducts>;

const products = [
  aProduct({
    id: 1,
    name: 'Argan Hair Oil',
    slug: 'argan-hair-oil',
    price: 15,
    category: 'Hair Care',
  }),
  aProduct({ id: 2, name: 'Argan Soap', slug: 'argan-soap', price: 4.5, category: 'Skincare' }),
];
const answer = (list = products) => ({
  status: 'success' as const,
  products: list,
  total: list.length,
  page: 1,
  per_page: 5,
  total_pages: 1,
  corrections: {},
});

const input = () => screen.getByRole('combobox', { name: 'Search products' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const key = (k: string) => fireEvent.keyDown(input(), { key: k });
const options = () => screen.queryAllByRole('option');
const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/home');
  search.mockReset().mockResolvedValue(answer());
});
afterEach(() => jest.useRealTimers());

describe('SearchBox suggestions', () => {
  it('one character asks for nothing, however long the shopper waits', async () => {
    render(<SearchBox />);
    type('a');
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Type to search for products')).toBeInTheDocument();
  });

  it('waits 300 ms after the last keystroke, then asks once with the trimmed words', async () => {
    render(<SearchBox />);
    type(' a');
    type(' ab');
    type(' ab ');
    await wait(299);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ keyword: 'ab', limit: 5, per_page: 5 });
  });

  it('typing again within 300 ms restarts the wait', async () => {
    render(<SearchBox />);
    type('ar');
    await wait(200);
    type('arg');
    await wait(200);
    expect(search).not.toHaveBeenCalled();
    await wait(100);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'arg' }));
  });

  it('shows at most 5 suggestions with name, price and category, then View all results', async () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      aProduct({ id: i + 1, name: `Tea ${i + 1}`, price: 2 }),
    );
    search.mockResolvedValue(answer(many));
    render(<SearchBox />);
    type('tea');
    await wait(300);
    const shown = options();
    expect(shown).toHaveLength(6);
    expect(shown[0]).toHaveTextContent('Tea 1');
    expect(shown[0]).toHaveTextContent('Hair Care');
    expect(shown[0]).toHaveTextContent('$2.00');
    expect(shown[5]).toHaveTextContent('View all results');
  });

  it('no match says so', async () => {
    search.mockResolvedValue(answer([]));
    render(<SearchBox />);
    type('zzz');
    await wait(300);
    expect(screen.getByText('No products found matching your search')).toBeInTheDocument();
  });

  it('a failed search reads as no suggestions', async () => {
    search.mockRejectedValue(new Error('down'));
    render(<SearchBox />);
    type('tea');
    await wait(300);
    expect(screen.getByText('No products found matching your search')).toBeInTheDocument();
  });
});

describe('SearchBox actions', () => {
  it('View all results opens /search-results with the keyword and remembers it', async () => {
    render(<SearchBox />);
    type(' argan oil ');
    await wait(300);
    fireEvent.click(screen.getByRole('option', { name: 'View all results' }));
    expect(window.location.pathname + window.location.search).toBe(
      '/search-results?keyword=argan+oil',
    );
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['argan oil']);
  });

  it('Enter with no option highlighted searches the typed words', () => {
    render(<SearchBox />);
    type('tea');
    fireEvent.submit(input());
    expect(window.location.search).toBe('?keyword=tea');
  });

  it('an empty or blank search does nothing', () => {
    render(<SearchBox />);
    type('   ');
    fireEvent.submit(input());
    expect(window.location.pathname).toBe('/home');
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('a suggestion opens its product page', async () => {
    render(<SearchBox />);
    type('argan');
    await wait(300);
    fireEvent.click(screen.getByRole('option', { name: /Argan Soap/ }));
    expect(window.location.pathname).toBe('/product/argan-soap');
  });

  it('recent searches show for short input, newest first, and search again when chosen', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['rice', 'tea']));
    render(<SearchBox />);
    fireEvent.focus(input());
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['rice', 'tea']);
    fireEvent.click(within(list).getByRole('option', { name: 'tea' }));
    expect(window.location.search).toBe('?keyword=tea');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['tea', 'rice']);
  });
});

describe('SearchBox start value', () => {
  it('keeps the words typed into the shell form before the box arrived', () => {
    render(<SearchBox initialKeyword="argan" />);
    expect(input()).toHaveValue('argan');
  });

  it('on the results page it shows the keyword searched', () => {
    window.history.replaceState(null, '', '/search-results?keyword=black+seed');
    render(<SearchBox />);
    expect(input()).toHaveValue('black seed');
  });
});

describe('SearchBox keyboard (combobox pattern)', () => {
  it('ArrowDown/ArrowUp move through the options and wrap; Enter opens the highlighted one', async () => {
    render(<SearchBox />);
    type('argan');
    await wait(300);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    key('ArrowDown');
    expect(options()[2]).toHaveTextContent('View all results');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowUp');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    key('ArrowUp');
    fireEvent.submit(input());
    expect(window.location.pathname).toBe('/product/argan-soap');
  });

  it('Escape closes the list and keeps the words; a second Escape clears them', async () => {
    render(<SearchBox />);
    type('argan');
    await wait(300);
    key('Escape');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input()).toHaveValue('argan');
    key('Escape');
    expect(input()).toHaveValue('');
  });

  it('ArrowDown reopens a closed list', async () => {
    render(<SearchBox />);
    type('argan');
    await wait(300);
    key('Escape');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });
});
