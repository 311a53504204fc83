import { act, createRef } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Address } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { AddressList, type AddressListHandle } from './AddressList';
import { AddressSummary } from './AddressSummary';

beforeAll(() => setLanguage('en'));

const anAddress = (over: Partial<Address> = {}): Address => ({
  id: 1, country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', delivery_method: 'HAAD EXPRESS',
  details: 'Near Hodan market, blue gate', phone: '+252612345678', is_default: true, ...over,
});

const home = anAddress();
const office = anAddress({ id: 2, district: 'Boosaaso', city: 'Boosaaso', region: 'Bari', delivery_method: 'Standard', details: '', phone: '', is_default: false });

describe('AddressSummary', () => {
  test('reads district, city, region, country and the method on one line, then details and phone', () => {
    render(<AddressSummary address={home} />);
    const summary = screen.getByTestId('address-summary');
    expect(summary).toHaveTextContent('Hodan, Muqdisho, Banadir, Somalia · HAAD EXPRESS');
    expect(summary).toHaveTextContent('Default');
    expect(summary).toHaveTextContent('Near Hodan market, blue gate');
    expect(summary).toHaveTextContent('Driver calls +252612345678');
  });

  test('a place named twice (city = district) shows once, and empty lines are left out', () => {
    render(<AddressSummary address={office} />);
    const summary = screen.getByTestId('address-summary');
    expect(summary).toHaveTextContent(/^Boosaaso, Bari, Somalia · Standard$/);
  });
});

describe('AddressList', () => {
  test('without onSelect: each address has Edit, Delete and (except the default) Set as default, named by its place', () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const onSetDefault = jest.fn();
    render(<AddressList addresses={[home, office]} onEdit={onEdit} onDelete={onDelete} onSetDefault={onSetDefault} />);
    const cards = within(screen.getByRole('list', { name: 'Your delivery addresses' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).queryByRole('button', { name: /^Set as default/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set as default: the address in Boosaaso' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the address in Hodan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the address in Boosaaso' }));
    expect(onSetDefault).toHaveBeenCalledWith(office);
    expect(onEdit).toHaveBeenCalledWith(home);
    expect(onDelete).toHaveBeenCalledWith(office);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  test.each(['en', 'so'] as const)("each action's name starts with the words it shows (%s), so a shopper who says what they see reaches it (WCAG 2.5.3)", (lang) => {
    setLanguage(lang);
    const { unmount } = render(<AddressList addresses={[home, office]} onEdit={jest.fn()} onDelete={jest.fn()} onSetDefault={jest.fn()} />);
    try {
      const buttons = screen.getAllByRole('button');
      expect(buttons).toHaveLength(5);
      for (const button of buttons) {
        const shown = button.textContent!.trim();
        expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${shown}\\b`)));
        expect(button.getAttribute('aria-label')).toMatch(/Boosaaso|Hodan/);
      }
    } finally {
      unmount();
      setLanguage('en');
    }
  });

  test('with onSelect: a radio group where the selected address is checked and another can be chosen by keyboard or click', () => {
    const onSelect = jest.fn();
    render(<AddressList addresses={[home, office]} selectedId={1} onSelect={onSelect} />);
    const group = screen.getByRole('group', { name: 'Deliver to' });
    const radios = within(group).getAllByRole('radio');
    expect(radios[0]).toBeChecked();
    expect(radios[1]).not.toBeChecked();
    expect(radios[1]).toHaveAccessibleName(expect.stringContaining('Boosaaso, Bari, Somalia'));
    fireEvent.click(radios[1]!);
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  test('focus(id) moves the keyboard focus to that address: its radio when choosing, else its place line; false when it is not drawn', () => {
    const list = createRef<AddressListHandle>();
    const { rerender } = render(<AddressList ref={list} addresses={[home, office]} selectedId={2} onSelect={jest.fn()} />);
    act(() => void expect(list.current!.focus(2)).toBe(true));
    expect(screen.getAllByRole('radio')[1]).toHaveFocus();

    rerender(<AddressList ref={list} addresses={[home, office]} onEdit={jest.fn()} onDelete={jest.fn()} onSetDefault={jest.fn()} />);
    act(() => void expect(list.current!.focus(1)).toBe(true));
    const place = document.activeElement as HTMLElement;
    expect(within(screen.getAllByRole('listitem')[0]!).getByTestId('address-summary')).toContainElement(place);
    expect(place).toHaveTextContent(/^Hodan, Muqdisho, Banadir, Somalia · HAAD EXPRESS\s*Default$/);
    expect(place).toHaveAttribute('tabindex', '-1');
    expect(list.current!.focus(3)).toBe(false);
    expect(place).toHaveFocus();
  });
});
