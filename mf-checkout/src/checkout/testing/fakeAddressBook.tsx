/**
 * A stand-in for the address-book package in the checkout's unit tests: the same props and hook
 * shape, a plain radio list and a one-button form, so the tests are about the checkout's rules.
 */
import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { Address } from 'shared-api';

export const fakeBook = {
  addresses: [] as Address[],
  defaultId: null as number | null,
  status: 'ready' as 'loading' | 'ready' | 'error',
  error: null as string | null,
  reload: jest.fn(async () => undefined),
  remove: jest.fn(),
  setDefault: jest.fn(),
  /** What the fake form "saves". */
  saved: null as Address | null,
};

export const useAddressBook = () => fakeBook;

type ListProps = { addresses: Address[]; selectedId?: number; onSelect?: (id: number) => void };

/** As the real list's handle: focus(id) focuses that address's radio, false when it is not drawn. */
export const AddressList = forwardRef<{ focus(id: number): boolean }, ListProps>(function AddressList({ addresses, selectedId, onSelect }, ref) {
  const radios = useRef(new Map<number, HTMLInputElement>());
  useImperativeHandle(ref, () => ({
    focus: (id: number) => {
      const radio = radios.current.get(id);
      radio?.focus();
      return Boolean(radio);
    },
  }));
  return (
    <fieldset>
      <legend>Saved addresses</legend>
      {addresses.map((a) => (
        <label key={a.id}>
          <input
            ref={(el) => void (el ? radios.current.set(a.id, el) : radios.current.delete(a.id))}
            type="radio"
            name="fake-address"
            checked={a.id === selectedId}
            onChange={() => onSelect?.(a.id)}
          />
          {a.district}
        </label>
      ))}
    </fieldset>
  );
});

export function AddressForm({ onSaved, submitLabel }: { onSaved: (a: Address) => void; submitLabel?: string }) {
  return (
    <form
      aria-label="Fake address form"
      onSubmit={(e) => {
        e.preventDefault();
        onSaved(fakeBook.saved!);
      }}
    >
      <button type="submit">{submitLabel ?? 'Save'}</button>
    </form>
  );
}

export const AddressSummary = ({ address }: { address: Address }) => <span>{address.district}</span>;

export const address = (id: number, district: string, extra: Partial<Address> = {}): Address => ({
  id,
  country: 'Somalia',
  region: 'Banadir',
  city: 'Mogadishu',
  district,
  delivery_method: 'Standard',
  details: 'Near the market',
  phone: '+252611234567',
  is_default: false,
  ...extra,
});
