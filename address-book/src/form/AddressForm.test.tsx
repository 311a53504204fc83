import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Address } from 'shared-api';
import { resetBusForTests } from 'shared-events';
import { addressesChanged } from 'shared-events/definitions';
import { setLanguage, tokens } from 'shared-ui';
import { fakeShop } from '../testing/fakeShop';
import { AddressForm } from './AddressForm';

beforeAll(() => setLanguage('en'));

const bodyOf = (shop: ReturnType<typeof fakeShop>, path: string) => shop.requests.filter((r) => r.path === path).at(-1)?.body?.params;
const methodRadio = (name: RegExp) => screen.getByRole('radio', { name });

async function ready() {
  // The districts of Banadir, with their fees, are in the select.
  await screen.findByRole('option', { name: 'Hodan — $1.50' });
}

describe('AddressForm', () => {
  test('a new address starts at Somalia, Banadir, Muqdisho with the districts and their fees, and Standard', async () => {
    fakeShop();
    render(<AddressForm onSaved={jest.fn()} />);
    expect(screen.getByLabelText('Country')).toHaveValue('Somalia');
    expect(screen.getByLabelText('Region')).toHaveValue('Banadir');
    expect(screen.getByLabelText('City')).toHaveValue('Muqdisho');
    await ready();
    expect(screen.getByRole('option', { name: 'Kaxda — $2.50' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Country')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Somalia', 'Somaliland', 'Kenya', 'Uganda', 'Egypt', 'Djibouti', 'Ethiopia', 'Saudi Arabia',
    ]);
    expect(methodRadio(/^Standard/)).toBeChecked();
    // No district yet: the cheapest district's fee, as 'from'.
    expect(methodRadio(/^Standard/).closest('label')).toHaveTextContent('from $1.50 · 1-2 days');
    expect(methodRadio(/^HAAD EXPRESS/).closest('label')).toHaveTextContent('from $3.50 · Same day / Next day');
  });

  test('while the regions load the region select says so, tied to it', async () => {
    const shop = fakeShop();
    shop.failNext('/cutomer/api/regions', 'hang');
    render(<AddressForm onSaved={jest.fn()} />);
    const region = screen.getByLabelText('Region');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAccessibleDescription('Loading regions…');
    await ready();
  });

  test('saves with addressCreate: the chosen place, HAAD EXPRESS, details, phone and the default flag; the bus hears the new count', async () => {
    const shop = fakeShop();
    const bus = resetBusForTests();
    const heard: unknown[] = [];
    bus.on(addressesChanged).subscribe((p) => heard.push(p));
    const onSaved = jest.fn();
    render(<AddressForm onSaved={onSaved} />);
    await ready();
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Hodan' } });
    expect(methodRadio(/^HAAD EXPRESS/).closest('label')).toHaveTextContent('$3.50 · Same day / Next day');
    fireEvent.click(methodRadio(/^HAAD EXPRESS/));
    fireEvent.change(screen.getByLabelText(/Street, building or landmark/), { target: { value: 'Near Hodan market, blue gate' } });
    fireEvent.change(screen.getByLabelText('Phone for the driver'), { target: { value: '61 234 5678' } });
    fireEvent.click(screen.getByLabelText('Make this my default address'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodyOf(shop, '/api/user/address')).toEqual({
      country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', delivery_method: 'HAAD EXPRESS',
      details: 'Near Hodan market, blue gate', phone: '+252612345678', is_default: true,
    });
    expect(onSaved.mock.calls[0][0]).toMatchObject({ id: 1, district: 'Hodan', delivery_method: 'HAAD EXPRESS', is_default: true });
    await waitFor(() => expect(heard).toEqual([{ count: 1 }]));
  });

  test('HAAD EXPRESS is offered only where the region supports it; the city follows the region until typed', async () => {
    fakeShop();
    render(<AddressForm onSaved={jest.fn()} />);
    await ready();
    fireEvent.click(methodRadio(/^HAAD EXPRESS/));
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Bari' } });
    await screen.findByRole('option', { name: 'Boosaaso — $1.50' });
    expect(screen.queryByRole('radio', { name: /^HAAD EXPRESS/ })).not.toBeInTheDocument();
    expect(methodRadio(/^Standard/)).toBeChecked();
    expect(screen.getByRole('group', { name: 'Delivery method' })).toHaveAccessibleDescription(/only available where the region supports it/);
    expect(screen.getByLabelText('City')).toHaveValue('Boosaaso');

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Qardho town' } });
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Banadir' } });
    await ready();
    expect(screen.getByLabelText('City')).toHaveValue('Qardho town');
    expect(methodRadio(/^HAAD EXPRESS/)).not.toBeChecked();
  });

  test('a bad phone on a Somali page is refused in Somali', async () => {
    act(() => setLanguage('so'));
    try {
      const shop = fakeShop();
      render(<AddressForm onSaved={jest.fn()} />);
      await ready();
      fireEvent.change(screen.getByLabelText('Telefoonka darawalka'), { target: { value: '61x' } });
      fireEvent.click(screen.getByRole('button', { name: 'Kaydi cinwaanka' }));
      expect(screen.getByLabelText('Telefoonka darawalka')).toHaveAccessibleDescription(
        expect.stringContaining('Lambarka telefoonku waa inuu ka koobnaadaa tirooyin keliya.'),
      );
      expect(screen.getByLabelText('Telefoonka darawalka')).not.toHaveAccessibleDescription(expect.stringContaining('digits only'));
      expect(shop.seen()).not.toContain('POST /api/user/address');
    } finally {
      act(() => setLanguage('en'));
    }
  });

  test('missing district and a bad phone: errors tied to their fields, focus on the first, nothing sent', async () => {
    const shop = fakeShop();
    render(<AddressForm onSaved={jest.fn()} />);
    await ready();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Phone for the driver'), { target: { value: '61x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const district = screen.getByLabelText('District');
    expect(district).toHaveAttribute('aria-invalid', 'true');
    expect(district).toHaveAccessibleDescription('Choose a district.');
    expect(district).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter the city or town.');
    expect(screen.getByLabelText('Phone for the driver')).toHaveAccessibleDescription(expect.stringContaining('Phone number must contain digits only'));
    expect(shop.seen()).not.toContain('POST /api/user/address');

    fireEvent.change(district, { target: { value: 'Wadajir' } });
    expect(district).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText('Phone for the driver'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('Phone for the driver')).toHaveAccessibleDescription(expect.stringContaining('6 to 12 digits'));
  });

  test("a refusal shows the server's message and keeps everything typed; without a message, 'Failed to create address'", async () => {
    const shop = fakeShop();
    const onSaved = jest.fn();
    render(<AddressForm onSaved={onSaved} />);
    await ready();
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Kaxda' } });
    fireEvent.change(screen.getByLabelText(/Street, building or landmark/), { target: { value: 'Blue gate' } });

    shop.failNext('/api/user/address', { status: 422, body: { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'You can keep at most 20 addresses', code: 'too_many' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You can keep at most 20 addresses');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('District')).toHaveValue('Kaxda');
    expect(screen.getByLabelText(/Street, building or landmark/)).toHaveValue('Blue gate');

    shop.failNext('/api/user/address', { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create address'));
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0][0]).toMatchObject({ district: 'Kaxda', details: 'Blue gate' });
  });

  test('editing sends addressUpdate (PUT, id as digits) with the fields, and keeps the default checked and locked', async () => {
    const shop = fakeShop([{ district: 'Hodan', delivery_method: 'HAAD EXPRESS', phone: '+254712345678', details: 'Gate 4', is_default: true }]);
    const initial: Address = { ...shop.addresses[0]! };
    const onSaved = jest.fn();
    const onCancel = jest.fn();
    render(<AddressForm initial={initial} onSaved={onSaved} onCancel={onCancel} submitLabel="Save changes" />);
    await ready();
    expect(screen.getByLabelText('District')).toHaveValue('Hodan');
    expect(methodRadio(/^HAAD EXPRESS/)).toBeChecked();
    expect(screen.getByLabelText('Dial code')).toHaveValue('+254');
    expect(screen.getByLabelText('Phone for the driver')).toHaveValue('712345678');
    expect(screen.getByLabelText('Make this my default address')).toBeChecked();
    expect(screen.getByLabelText('Make this my default address')).toBeDisabled();

    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Wadajir' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = shop.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/api/user/address/${initial.id}`);
    expect(put.body?.params).toMatchObject({ id: String(initial.id), district: 'Wadajir', phone: '+254712345678', is_default: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();

    // A phone cleared on an edit is sent blank: the server goes back to the account's phone.
    fireEvent.change(screen.getByLabelText('Phone for the driver'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(shop.requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(shop.requests.filter((r) => r.method === 'PUT')[1]!.body?.params).toMatchObject({ phone: '' });
  });

  test("a whole number pasted with the picker's own code is saved once with its code", async () => {
    const shop = fakeShop([{ district: 'Hodan', delivery_method: 'HAAD EXPRESS', phone: '+254712345678', details: 'Gate 4', is_default: true }]);
    const onSaved = jest.fn();
    render(<AddressForm initial={{ ...shop.addresses[0]! }} onSaved={onSaved} submitLabel="Save changes" />);
    await ready();
    fireEvent.change(screen.getByLabelText('Phone for the driver'), { target: { value: '\u202a+254 722 000 111\u202c' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(shop.requests.find((r) => r.method === 'PUT')!.body?.params).toMatchObject({ phone: '+254722000111' });
  });

  test('a place list that fails to load says so and can be asked again', async () => {
    const shop = fakeShop();
    shop.failNext('/customer/api/districts', { status: 500, body: { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'Internal error', code: 'internal' } } });
    render(<AddressForm onSaved={jest.fn()} />);
    expect(await screen.findByText('Could not load the list of places.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await ready();
    expect(screen.queryByText('Could not load the list of places.')).not.toBeInTheDocument();
  });

  test('the place list\'s failure is the shop\'s one "could not load" line: danger text, no box, a text Try again', async () => {
    const shop = fakeShop();
    shop.failNext('/customer/api/districts', { status: 500, body: { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'Internal error', code: 'internal' } } });
    render(<AddressForm onSaved={jest.fn()} />);
    const text = await screen.findByText('Could not load the list of places.');
    expectRetryLine(text.closest('[role="status"]') as HTMLElement, screen.getByRole('button', { name: 'Try again' }));
  });
});

/** The look of every 'could not load — Try again' line (shared-ui's RetryLine): danger text, no box, a text button. */
function expectRetryLine(line: HTMLElement, button: HTMLElement) {
  const n = parseInt(tokens.colors.danger.slice(1), 16);
  expect(getComputedStyle(line).color).toBe(`rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`);
  expect(getComputedStyle(line).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  expect(getComputedStyle(button).borderWidth).toBe('0px');
}
