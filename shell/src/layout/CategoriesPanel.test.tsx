import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { loadRemoteModule } from '../federation/remotes';
import { CategoriesPanel } from './CategoriesPanel';

jest.mock('../federation/remotes', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

beforeAll(() => setLanguage('en'));

const renderPanel = (onClose = jest.fn()) => {
  render(
    <MemoryRouter>
      <CategoriesPanel onClose={onClose} />
    </MemoryRouter>,
  );
  return onClose;
};

describe('shell categories panel', () => {
  it('open, it is a dialog named Categories that mounts the catalogue fragment', () => {
    renderPanel();
    expect(screen.getByRole('dialog', { name: 'Categories' })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('mf-catalogue', 'categories-panel');
    expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute(
      'href',
      '/category',
    );
  });

  it('the backdrop, the close button and Escape close it', () => {
    const onClose = renderPanel();
    fireEvent.click(screen.getByTestId('categories-backdrop'));
    fireEvent.click(screen.getByRole('button', { name: 'Close categories' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("when the catalogue's panel could not be loaded, it says so, with Try again and the way to all categories", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('Loading chunk failed'));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the categories.');
    expect(screen.getByRole('link', { name: 'See all categories' })).toBeInTheDocument();
    const tries = jest.mocked(loadRemoteModule).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Loading again (the mock's next answer never comes): the rows to come, and no alert.
    expect(loadRemoteModule).toHaveBeenCalledTimes(tries + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
