import { authKit, bearer, call, registeredShopper, type AuthKit } from '../auth/test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

describe('profile', () => {
  it('answers the fields of spec §3 for the token holder', async () => {
    const s = await registeredShopper(kit);
    const res = await call(kit, '/api/user/profile', {}, bearer(s.token));
    expect(res.body.result?.profile).toEqual({
      id: s.userId,
      name: s.name,
      email: s.email,
      phone: s.phone.slice(4),
      country_code: '+252',
      country: 'Somalia',
      full_phone: s.phone,
      addresses: [],
      default_address_id: null,
      last_login: new Date(kit.clock.now).toISOString(),
      date_of_birth: s.date_of_birth,
      role: 'customer',
      verified: true,
    });
  });

  it('is always the token holder’s, whatever the params say', async () => {
    const a = await registeredShopper(kit);
    const b = await registeredShopper(kit);
    const res = await call(kit, '/api/user/profile', { user_id: b.userId, id: b.userId }, bearer(a.token));
    expect(res.body.result?.profile).toMatchObject({ id: a.userId, email: a.email });
  });

  it('update changes only the fields sent', async () => {
    const s = await registeredShopper(kit);
    const res = await call(kit, '/api/user/profile/update', { name: '  Hodan   Warsame ' }, bearer(s.token));
    expect(res.body.result).toMatchObject({ status: 'success', message: 'Profile updated' });
    expect(res.body.result?.profile).toMatchObject({ name: 'Hodan Warsame', email: s.email, full_phone: s.phone, date_of_birth: s.date_of_birth });
    const read = await call(kit, '/api/user/profile', {}, bearer(s.token));
    expect(read.body.result?.profile).toMatchObject({ name: 'Hodan Warsame' });
  });

  it('a new country needs a phone with its dial code', async () => {
    const s = await registeredShopper(kit);
    const alone = await call(kit, '/api/user/profile/update', { country: 'Kenya' }, bearer(s.token));
    expect(alone.status).toBe(400);
    expect(alone.body.result?.message).toBe('Phone number must start with +254 for Kenya');
    const both = await call(kit, '/api/user/profile/update', { country: 'Kenya', phone: '+254 712 999 001' }, bearer(s.token));
    expect(both.body.result?.profile).toMatchObject({ country: 'Kenya', country_code: '+254', phone: '712999001', full_phone: '+254712999001' });
    // Somaliland shares +252 with Somalia: the number may stay.
    const t = await registeredShopper(kit);
    const sl = await call(kit, '/api/user/profile/update', { country: 'Somaliland' }, bearer(t.token));
    expect(sl.body.result?.profile).toMatchObject({ country: 'Somaliland', full_phone: t.phone });
  });

  it('refuses a phone of another account, a bad birth date and an empty name', async () => {
    const a = await registeredShopper(kit);
    const b = await registeredShopper(kit);
    const phone = await call(kit, '/api/user/profile/update', { phone: b.phone }, bearer(a.token));
    expect(phone.status).toBe(409);
    expect(phone.body.result?.message).toBe('An account with this phone number already exists.');
    const young = await call(kit, '/api/user/profile/update', { date_of_birth: '2020-01-01' }, bearer(a.token));
    expect(young.body.result?.message).toBe('You must be at least 13 years old');
    const name = await call(kit, '/api/user/profile/update', { name: ' ' }, bearer(a.token));
    expect(name.body.result?.message).toBe('Name is required');
    // Zero-width spaces and direction marks show as nothing: no name either.
    const invisible = await call(kit, '/api/user/profile/update', { name: '\u200b\u200b\u200e' }, bearer(a.token));
    expect([invisible.status, invisible.body.result?.message]).toEqual([400, 'Name is required']);
  });

  it('nothing sent changes nothing', async () => {
    const s = await registeredShopper(kit);
    const res = await call(kit, '/api/user/profile/update', {}, bearer(s.token));
    expect(res.body.result).toMatchObject({ status: 'success', message: 'Nothing to change' });
  });
});
