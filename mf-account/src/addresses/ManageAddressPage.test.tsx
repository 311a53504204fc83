import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { resetBusForTests } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { fakeShop } from 'address-book/testing';
import { AppRoutes } from '../routes';

beforeAll(() => setLanguage('en'));

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

function renderPage(at = '/manage-address') {
  const toasts: string[] = [];
  resetBusForTests().on('toast:show').subscribe((x) => toasts.push(x.message));
  render(
    <MemoryRouter initialEntries={[at]}>
      <AppRoutes />
      <Address />
    </MemoryRouter>,
  );
  return { toasts };
}

const cards = () => within(screen.getByRole('list', { name: 'Your delivery addresses' })).getAllByRole('listitem');

describe('/manage-address', () => {
  test('no addresses: the empty state offers to add one; the saved address then shows as the default', async () => {
    fakeShop();
    const { toasts } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading your addresses…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
    // The page names itself in the tab (else the tab keeps the page the shopper came from).
    expect(document.title).toBe('Addresses · Suuq');
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));

    const dialog = await screen.findByRole('dialog', { name: 'New delivery address' });
    await within(dialog).findByRole('option', { name: 'Hodan — $1.50' });
    fireEvent.change(within(dialog).getByLabelText('District'), { target: { value: 'Hodan' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^HAAD EXPRESS/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Hodan, Muqdisho, Banadir, Somalia · HAAD EXPRESS');
    expect(cards()[0]).toHaveTextContent('Default');
    expect(toasts).toContain('Address saved');
  });

  test('delete asks first; keeping it changes nothing, confirming removes it', async () => {
    const shop = fakeShop([{ district: 'Hodan' }, { district: 'Wadajir' }]);
    const { toasts } = renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Delete the address in Wadajir' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('Wadajir, Muqdisho, Banadir, Somalia will be removed');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(shop.seen()).not.toContain('POST /api/user/address/2/delete');

    fireEvent.click(screen.getByRole('button', { name: 'Delete the address in Wadajir' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(shop.seen()).toContain('POST /api/user/address/2/delete');
    expect(cards()[0]).toHaveTextContent('Hodan');
    expect(toasts).toContain('Address deleted');
  });

  test('set as default moves the default; edit opens the form filled in', async () => {
    fakeShop([{ district: 'Hodan' }, { district: 'Wadajir' }]);
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Set as default: the address in Wadajir' }));
    await waitFor(() => expect(cards()[1]).toHaveTextContent('Default'));
    expect(cards()[0]).not.toHaveTextContent('Default');

    fireEvent.click(screen.getByRole('button', { name: 'Edit the address in Hodan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText('District')).toHaveValue('Hodan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failed load shows the error with Try again, which loads the list', async () => {
    const shop = fakeShop([{ district: 'Hodan' }]);
    shop.failNext('/api/user/addresses', 'network');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Could not load your addresses' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  test('/account/addresses (spec §2: addresses under /account/*) opens the address book at its one address, /manage-address', async () => {
    fakeShop([{ district: 'Hodan' }]);
    renderPage('/account/addresses');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/manage-address$/);
  });
});

// Keyboard only: the button used is gone afterwards (deleted with its card, or Set as default once
// the address is the default), so the page puts the focus where the shopper goes on from.
describe('/manage-address: where the focus goes when the button used is gone', () => {
  const focused = () => document.activeElement as HTMLElement;

  test('set as default: the same card\'s place line, which now says Default', async () => {
    fakeShop([{ district: 'Hodan' }, { district: 'Wadajir' }]);
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const button = screen.getByRole('button', { name: 'Set as default: the address in Wadajir' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(cards()[1]).toHaveTextContent('Default'));
    expect(focused()).not.toBe(document.body);
    expect(cards()[1]).toContainElement(focused());
    expect(focused()).toHaveTextContent(/^Wadajir, Muqdisho, Banadir, Somalia · Standard\s*Default$/);
  });

  test('delete confirmed: the next card, else the one before it, else the empty state', async () => {
    fakeShop([{ district: 'Hodan' }, { district: 'Wadajir' }, { district: 'Kaxda' }]);
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const remove = async (place: string, left: number) => {
      const button = screen.getByRole('button', { name: `Delete the address in ${place}` });
      button.focus();
      fireEvent.click(button);
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Yes, delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      if (left) await waitFor(() => expect(cards()).toHaveLength(left));
    };

    await remove('Wadajir', 2);
    expect(focused()).not.toBe(document.body);
    expect(cards()[1]).toContainElement(focused());
    expect(focused()).toHaveTextContent(/^Kaxda, Muqdisho/);

    await remove('Kaxda', 1);
    expect(focused()).not.toBe(document.body);
    expect(cards()[0]).toContainElement(focused());
    expect(focused()).toHaveTextContent(/^Hodan, Muqdisho/);

    await remove('Hodan', 0);
    const empty = await screen.findByRole('heading', { name: 'No saved addresses yet' });
    expect(focused()).not.toBe(document.body);
    expect(empty).toContainElement(focused());
  });

  test('delete kept: the dialog gives the focus back to the Delete button', async () => {
    fakeShop([{ district: 'Hodan' }, { district: 'Wadajir' }]);
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const button = screen.getByRole('button', { name: 'Delete the address in Wadajir' });
    button.focus();
    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Keep it' }));
    expect(button).toHaveFocus();
  });

  test('the first address, added from the empty state (its Add button is gone): the new card', async () => {
    fakeShop();
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add a new address' });
    add.focus();
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'New delivery address' });
    await within(dialog).findByRole('option', { name: 'Hodan — $1.50' });
    fireEvent.change(within(dialog).getByLabelText('District'), { target: { value: 'Hodan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await waitFor(() => expect(cards()[0]).toContainElement(focused()));
    expect(focused()).toHaveTextContent(/^Hodan, Muqdisho/);
  });
});
