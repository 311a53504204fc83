/**
 * The shopper's delivery addresses (spec §3, §7): list, create, update, delete, always the bearer's
 * own. At most one default, and once there is an address there is exactly one: the first becomes
 * it, a new default takes over in the same transaction, deleting it hands it to the newest other.
 */
import type { ParamsOf, ResultOf, calls } from '../contract';
import type { AuthContext } from '../auth/context';
import { userById } from '../auth/users';
import { BusinessError, notFound } from '../errors';
import * as q from './queries';
import { ADDRESSES_MAX, checkAddress, invalidAddress, type CheckedAddress } from './rules';

export type Address = ResultOf<typeof calls.addresses>['addresses'][number];

export const toAddress = (row: q.AddressRow): Address => ({
  id: row.id,
  country: row.country,
  region: row.region,
  city: row.city,
  district: row.district,
  delivery_method: row.deliveryMethod,
  details: row.details,
  phone: row.phone,
  is_default: row.isDefault,
});

/** Another user's address answers exactly like one that does not exist (no hint it is there). */
const missing = () => notFound('Address not found');
const gone = () => new BusinessError(401, 'unauthorized', 'Authentication required: No valid token');

const checkedOf = (row: q.AddressRow): CheckedAddress => ({
  country: row.country,
  region: row.region,
  city: row.city,
  district: row.district,
  deliveryMethod: row.deliveryMethod as CheckedAddress['deliveryMethod'],
  details: row.details,
  phone: row.phone,
});

/** Path ids are 1 to 9 digits (the contract); 0 is no address. */
const idOf = (raw: string) => Number(raw);

/** The user's addresses and which is the default: what the list and the profile answer. */
export async function addressBook(ctx: AuthContext, userId: number) {
  const rows = await q.listAddresses(ctx.db, userId);
  return { addresses: rows.map(toAddress), default_address_id: rows.find((r) => r.isDefault)?.id ?? null };
}

async function accountPhone(ctx: AuthContext, userId: number): Promise<string> {
  const user = await userById(ctx, userId);
  if (!user) throw gone();
  return user.fullPhone;
}

/** Runs `write` in a transaction that holds the user's row first (see queries.lockUser). */
function withUserLocked<T>(ctx: AuthContext, userId: number, write: (tx: q.Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    if (!(await q.lockUser(tx, userId))) throw gone();
    return write(tx);
  });
}

export async function createAddress(ctx: AuthContext, userId: number, p: ParamsOf<typeof calls.addressCreate>) {
  const values = checkAddress(p, null, await accountPhone(ctx, userId));
  const row = await withUserLocked(ctx, userId, async (tx) => {
    const count = await q.countAddresses(tx, userId);
    if (count >= ADDRESSES_MAX) {
      throw invalidAddress(`You can keep at most ${ADDRESSES_MAX} addresses. Delete one to add another.`);
    }
    // The first address is the default whatever was asked: a shopper with addresses always has one.
    const isDefault = count === 0 || p.is_default === true;
    if (isDefault) await q.clearDefault(tx, userId);
    return q.insertAddress(tx, userId, { ...values, isDefault }, ctx.now());
  });
  return { address: toAddress(row), message: 'Address saved' };
}

export async function updateAddress(ctx: AuthContext, userId: number, p: ParamsOf<typeof calls.addressUpdate>) {
  const phone = await accountPhone(ctx, userId);
  const row = await withUserLocked(ctx, userId, async (tx) => {
    const before = await q.ownAddress(tx, userId, idOf(p.id));
    if (!before) throw missing();
    if (p.is_default === false && before.isDefault) {
      throw invalidAddress('This is your default address. Make another address the default instead.');
    }
    const after = checkAddress(p, checkedOf(before), phone);
    const changes: Partial<q.AddressValues & { isDefault: boolean }> = {};
    for (const key of Object.keys(after) as (keyof CheckedAddress)[]) {
      if (after[key] !== before[key]) changes[key] = after[key];
    }
    if (p.is_default === true && !before.isDefault) {
      await q.clearDefault(tx, userId, before.id);
      changes.isDefault = true;
    }
    if (!Object.keys(changes).length) return before;
    return q.updateAddress(tx, userId, before.id, changes, ctx.now());
  });
  return { address: toAddress(row), message: 'Address updated' };
}

export async function deleteAddress(ctx: AuthContext, userId: number, p: ParamsOf<typeof calls.addressDelete>) {
  const defaultId = await withUserLocked(ctx, userId, async (tx) => {
    const address = await q.ownAddress(tx, userId, idOf(p.id));
    if (!address) throw missing();
    await q.deleteAddress(tx, userId, address.id);
    const rest = await q.listAddresses(tx, userId);
    const current = rest.find((r) => r.isDefault);
    if (current) return current.id;
    // The default went: the most recent other address takes over.
    const next = await q.newestAddress(tx, userId);
    if (!next) return null;
    await q.updateAddress(tx, userId, next.id, { isDefault: true }, ctx.now());
    return next.id;
  });
  return { message: 'Address deleted', default_address_id: defaultId };
}
