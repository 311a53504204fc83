import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { AuthDialogs } from '../auth/AuthDialogs';
import { currentDialog, showDialog } from '../auth/dialogs';
import { BottomBar } from './BottomBar';
import { Header } from './Header';

// Offline, or the shop was just updated: the chunks of the dialogs and the panel do not arrive.
jest.mock('./CategoriesPanel', () => {
  throw new Error('Loading chunk categories-panel failed');
});
jest.mock('./SearchAndMenuPanel', () => {
  throw new Error('Loading chunk search-and-menu-panel failed');
});
jest.mock('../auth/AuthModal', () => {
  throw new Error('Loading chunk account-dialogs failed');
});
jest.mock('../federation/remotes', () => ({
  loadRemoteModule: () => Promise.reject(new Error('no remotes in unit tests')),
}));

afterEach(() => jest.restoreAllMocks());

const DID_NOT_OPEN = 'Lama furi karin. Hubi internetkaaga oo isku day mar kale.';

describe('a dialog or panel whose code does not arrive', () => {
  let toasts: string[];
  beforeEach(() => {
    // The header's search box fragment is unreachable here too, and says so on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    resetBusForTests();
    toasts = [];
    getBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast.message));
  });

  test('the categories panel closes, the shopper is told, and the page stays', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Header />
        <BottomBar />
      </MemoryRouter>,
    );
    const categories = within(screen.getByTestId('bottom-bar')).getByRole('link', {
      name: /Qaybaha/,
      hidden: true,
    });
    await userEvent.click(categories);
    await act(async () => undefined);
    expect(toasts).toEqual([DID_NOT_OPEN]);
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  test('the search panel and the menu close, and the shopper is told', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Header />
      </MemoryRouter>,
    );
    const menu = screen.getByRole('button', { name: 'Open menu', hidden: true });
    await userEvent.click(menu);
    await act(async () => undefined);
    expect(toasts).toEqual([DID_NOT_OPEN]);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('backdrop')).not.toBeInTheDocument();
  });

  test('the login dialog closes and the shopper is told (the page is not blanked)', async () => {
    render(
      <>
        <p>the shop</p>
        <AuthDialogs />
      </>,
    );
    await act(async () => showDialog('login'));
    await act(async () => undefined);
    expect(toasts).toEqual([DID_NOT_OPEN]);
    expect(currentDialog()).toBeNull();
    expect(screen.getByText('the shop')).toBeInTheDocument();
  });
});
