/**
 * A stand-in for the address-book package in the checkout's unit tests: the same props and hook
 * shape, a plain radio list and a one-button form, so the tests are about the checkout's rules.
 */
import type { Address } from 'shared-api';

export const fakeBook = {
  addresses: [] as Address[],
  defaultId: null as number | null,
  status: 'ready' as 'loading' | 'ready' | 'error',
  error: null as string | null,
  reload: jest.fn(),
  remove: jest.fn(),
  setDefault: jest.fn(),
  /** What the fake form "saves". */
  saved: null as Address | null,
};

export const useAddressBook = () => fakeBook;

export function AddressList({ addresses, selectedId, onSelect }: { addresses: Address[]; selectedId?: number; onSelect?: (id: number) => void }) {
  return (
    <fieldset>
      <legend>Saved addresses</legend>
      {addresses.map((a) => (
        <label key={a.id}>
          <input type="radio" name="fake-address" checked={a.id === selectedId} onChange={() => onSelect?.(a.id)} />
          {a.district}
        </label>
      ))}
    </fieldset>
  );
}

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
