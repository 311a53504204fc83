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
});
