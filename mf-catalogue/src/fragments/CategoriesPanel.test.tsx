import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Category } from 'shared-api';
import { getCategories } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { CategoriesPanel } from './CategoriesPanel';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), getCategories: jest.fn() }));
const categories = getCategories as jest.MockedFunction<typeof getCategories>;

const some = (n: number): Category[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Category ${i + 1}`,
    name_so: '',
    slug: `c${i + 1}`,
    subcategories: [],
  }));

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  categories.mockReset();
  window.history.replaceState(null, '', '/home');
});

const links = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('mobile categories panel (spec §2, §9)', () => {
  it('shows the first 4 categories; See More shows all in two columns; Back returns', async () => {
    categories.mockResolvedValue(some(6));
    render(<CategoriesPanel />);
    expect(await screen.findByRole('link', { name: /Category 1/ })).toBeInTheDocument();
    expect(links()).toEqual(['Category 1', 'Category 2', 'Category 3', 'Category 4']);

    fireEvent.click(screen.getByRole('button', { name: 'See More' }));
    expect(links()).toHaveLength(6);
    expect(screen.getByRole('list')).toHaveStyle({
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    });
    expect(screen.getByRole('button', { name: /Back/ })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(links()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'See More' })).toHaveFocus();
  });

  it('4 categories or fewer need no See More', async () => {
    categories.mockResolvedValue(some(4));
    render(<CategoriesPanel />);
    await screen.findByRole('link', { name: /Category 4/ });
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
  });

  it('tapping a category opens /category/{id} and closes the panel', async () => {
    categories.mockResolvedValue(some(6));
    const onClose = jest.fn();
    render(<CategoriesPanel onClose={onClose} />);
    const link = await screen.findByRole('link', { name: /Category 3/ });
    expect(link).toHaveAttribute('href', '/category/3');
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/category/3');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed load offers Try Again', async () => {
    categories.mockRejectedValueOnce(new Error('down')).mockResolvedValue(some(2));
    render(<CategoriesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Category 2/ })).toBeInTheDocument();
  });
});
