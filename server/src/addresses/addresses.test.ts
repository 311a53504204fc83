import { eq } from 'drizzle-orm';
import Value from 'typebox/value';
import { authKit, bearer, call, registeredShopper, type AuthKit } from '../auth/test-kit';
import { calls } from '../contract';
import { addresses } from '../db/schema-orders';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Shopper = Awaited<ReturnType<typeof registeredShopper>>;

const list = (s: Shopper) => call(kit, '/api/user/addresses', {}, bearer(s.token));
const create = (s: Shopper, p: Loose) => call(kit, '/api/user/address', p, bearer(s.token));
const remove = (s: Shopper, id: number | string) => call(kit, `/api/user/address/${id}/delete`, {}, bearer(s.token));
async function update(s: Shopper, id: number | string, p: Loose) {
  const raw = await kit.app.inject({ method: 'PUT', url: `/api/user/address/${id}`, headers: bearer(s.token), payload: { jsonrpc: '2.0', method: 'call', params: p, id: 1 } });
  return { status: raw.statusCode, body: raw.json() as { result?: Loose } };
}
const ok = (r: { status: number; body: { result?: Loose } }) => {
  expect(r.body.result?.status === 'error' ? r.body.result.message : undefined).toBeUndefined();
  expect(r.status).toBe(200);
  return r.body.result as Loose;
};
const added = async (s: Shopper, p: Loose = {}) => ok(await create(s, { district: 'Hodan', ...p })).address as Loose;
const defaults = async (userId: number) => (await kit.db.select().from(addresses).where(eq(addresses.userId, userId))).filter((a) => a.isDefault).map((a) => a.id);

describe('address calls', () => {
  it('create answers the address in the zones’ spelling, with the defaults of spec §9, and the first is the default', async () => {
    const s = await registeredShopper(kit);
    const r = ok(await create(s, { district: 'hawlwadaag', delivery_method: 'haad express', details: 'Near Hodan market, blue gate', is_default: false }));
    expect(Value.Check(calls.addressCreate.result, r)).toBe(true);
    expect(r.message).toBe('Address saved');
    expect(r.address).toMatchObject({
      country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hawl-Wadaag', delivery_method: 'HAAD EXPRESS',
      details: 'Near Hodan market, blue gate', phone: s.phone, is_default: true,
    });
  });

  it('list: only the bearer’s own, the default first, then the newest', async () => {
    const s = await registeredShopper(kit);
    const first = await added(s, { details: 'first' });
    const second = await added(s, { details: 'second' });
    const third = await added(s, { details: 'third' });
    const r = ok(await list(s));
    expect(Value.Check(calls.addresses.result, r)).toBe(true);
    expect(r.addresses.map((a: Loose) => a.id)).toEqual([first.id, third.id, second.id]);
    expect(r.default_address_id).toBe(first.id);
  });

  it('is_default true moves the default; false on the default itself is refused', async () => {
    const s = await registeredShopper(kit);
    const a = await added(s);
    const b = await added(s, { is_default: true });
    expect(b.is_default).toBe(true);
    expect(await defaults(s.userId)).toEqual([b.id]);
    const c = await added(s);
    expect(ok(await update(s, c.id, { is_default: true })).address.is_default).toBe(true);
    expect(await defaults(s.userId)).toEqual([c.id]);
    const refused = await update(s, c.id, { is_default: false });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toMatchObject({ status: 'error', message: 'This is your default address. Make another address the default instead.' });
    expect(await defaults(s.userId)).toEqual([c.id]);
    // false on another address is simply no change.
    expect(ok(await update(s, a.id, { is_default: false })).address.is_default).toBe(false);
  });

  it('update changes only the fields sent and checks the address as a whole', async () => {
    const s = await registeredShopper(kit);
    const a = await added(s, { details: 'Blue gate', phone: '+252 61 000 1111', delivery_method: 'HAAD EXPRESS' });
    const r = ok(await update(s, a.id, { details: 'Red gate' }));
    expect(r.message).toBe('Address updated');
    expect(r.address).toEqual({ ...a, details: 'Red gate' });
    const moved = await update(s, a.id, { region: 'Bari', district: 'Qardho' });
    expect(moved.status).toBe(422);
    expect(moved.body.result?.message).toBe('HAAD EXPRESS is not available in Bari: choose Standard');
    const ok2 = ok(await update(s, a.id, { region: 'bari', district: 'qardho', delivery_method: 'Standard' })).address;
    expect(ok2).toMatchObject({ region: 'Bari', district: 'Qardho', city: 'Boosaaso', details: 'Red gate', phone: '+252610001111' });
  });

  it('unknown places say what is wrong and save nothing', async () => {
    const s = await registeredShopper(kit);
    const r = await create(s, { region: 'Atlantis', district: 'Hodan' });
    expect(r.status).toBe(422);
    expect(r.body.result?.message).toMatch(/^Unknown region "Atlantis" in Somalia: choose one of Banadir/);
    const d = await create(s, { district: 'Gotham' });
    expect(d.body.result?.message).toMatch(/^Unknown district "Gotham" in Banadir/);
    expect(ok(await list(s)).addresses).toEqual([]);
  });

  it('deleting the default makes the most recent other address the default', async () => {
    const s = await registeredShopper(kit);
    const a = await added(s);
    const b = await added(s);
    const c = await added(s);
    const d = ok(await remove(s, a.id));
    expect(d).toMatchObject({ message: 'Address deleted', default_address_id: c.id });
    expect(Value.Check(calls.addressDelete.result, d)).toBe(true);
    expect(await defaults(s.userId)).toEqual([c.id]);
    // Deleting another one keeps the default.
    expect(ok(await remove(s, b.id)).default_address_id).toBe(c.id);
    expect(ok(await remove(s, c.id)).default_address_id).toBeNull();
    expect(ok(await list(s))).toMatchObject({ addresses: [], default_address_id: null });
    // The next first address is the default again.
    expect((await added(s)).is_default).toBe(true);
  });

  it('at most 20 addresses per account', async () => {
    const s = await registeredShopper(kit);
    for (let i = 0; i < 20; i++) await added(s, { details: `#${i}` });
    const r = await create(s, { district: 'Hodan' });
    expect(r.status).toBe(422);
    expect(r.body.result?.message).toBe('You can keep at most 20 addresses. Delete one to add another.');
    expect(ok(await list(s)).addresses).toHaveLength(20);
  });

  it('without a token, address creation says "Authentication required: No valid token" (spec §8)', async () => {
    const r = await call(kit, '/api/user/address', { district: 'Hodan' });
    expect(r.status).toBe(401);
    expect(r.body.result).toEqual({ status: 'error', code: 'unauthorized', message: 'Authentication required: No valid token' });
    const forged = await call(kit, '/api/user/address', { district: 'Hodan' }, bearer('made-up-token'));
    expect(forged.body.result?.message).toBe('Authentication required: No valid token');
    // The other calls keep their own wording.
    expect((await call(kit, '/api/user/addresses', {})).body.result?.message).toBe('Authentication required');
  });

  it('a missing address is 404 "Address not found"', async () => {
    const s = await registeredShopper(kit);
    for (const id of ['0', '999999999']) {
      const u = await update(s, id, { details: 'x' });
      expect(u.status).toBe(404);
      expect(u.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Address not found' });
      const d = await remove(s, id);
      expect(d.status).toBe(404);
      expect(d.body.result).toEqual({ status: 'error', code: 'not_found', message: 'Address not found' });
    }
  });

  it('IDOR: user B on each of user A’s addresses (update, delete) gets the same 404 as a missing one; A’s stay unchanged', async () => {
    const a = await registeredShopper(kit);
    const b = await registeredShopper(kit);
    const mine = [await added(a, { details: 'A home' }), await added(a, { details: 'A work', district: 'Waberi' }), await added(a, { details: 'A shop', is_default: true })];
    await added(b, { details: 'B home' });
    const before = ok(await list(a));
    const missingBody = (await remove(b, 999_999_998)).body;
    for (const address of mine) {
      for (const attempt of [
        () => update(b, address.id, { details: 'taken over', is_default: true }),
        () => update(b, address.id, {}),
        () => update(b, address.id, { is_default: false }),
        () => remove(b, address.id),
      ]) {
        const r = await attempt();
        expect(r.status).toBe(404);
        expect(r.body).toEqual(missingBody);
      }
    }
    expect(ok(await list(a))).toEqual(before);
    const theirs = ok(await list(b));
    expect(theirs.addresses.map((x: Loose) => x.details)).toEqual(['B home']);
    for (const address of mine) expect(theirs.addresses.map((x: Loose) => x.id)).not.toContain(address.id);
  });

  it('has_addresses at login and the profile’s addresses follow the address book', async () => {
    const s = await registeredShopper(kit);
    const login = async () => ok(await call(kit, '/api/user/login', { email: s.email, password: s.password }));
    expect((await login()).has_addresses).toBe(false);
    const a = await added(s, { details: 'Blue gate' });
    const b = await added(s, { is_default: true, district: 'Waberi' });
    const logged = await login();
    expect(logged.has_addresses).toBe(true);
    const profile = ok(await call(kit, '/api/user/profile', {}, bearer(logged.token))).profile as Loose;
    expect(profile.default_address_id).toBe(b.id);
    expect(profile.addresses).toEqual([b, { ...a, is_default: false }]);
  });
});
