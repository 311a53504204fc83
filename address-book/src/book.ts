import { api, type Address } from 'shared-api';
import { getBus } from 'shared-events';
import { addressesChanged } from 'shared-events/definitions';

export interface AddressBookAnswer {
  addresses: Address[];
  defaultId: number | null;
}

/*
 * One fresh list for everyone in this bundle after a change: the form that saved announces the
 * new count, and the page's list reloads at the same moment; both share the one request made
 * since the change instead of asking twice.
 */
let generation = 0;
let pending: { generation: number; answer: Promise<AddressBookAnswer> } | null = null;

/** The shopper's addresses, always from the server (answers are never cached). */
export function loadAddresses(): Promise<AddressBookAnswer> {
  if (pending && pending.generation === generation) return pending.answer;
  const mine = {
    generation,
    answer: api.call('addresses', {}, { fresh: true }).then((r) => ({ addresses: r.addresses, defaultId: r.default_address_id })),
  };
  pending = mine;
  const done = () => {
    if (pending === mine) pending = null;
  };
  mine.answer.then(done, done);
  return mine.answer;
}

/** Tell the page (the shell keeps `has_addresses` of the stored user with it) how many addresses there are now. */
export function announceCount(count: number): void {
  getBus().emit(addressesChanged, { count });
}

/**
 * After a save or a delete: the fresh list, announced on the bus. A failed reload announces
 * nothing (the count is unknown); the next successful change will.
 */
export async function addressesChangedNow(): Promise<AddressBookAnswer | null> {
  generation += 1;
  try {
    const answer = await loadAddresses();
    announceCount(answer.addresses.length);
    return answer;
  } catch {
    return null;
  }
}
