import { authKit, bearer, call, newShopper, registeredShopper, type AuthKit } from './test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

/** A login from a given address (Fastify's req.ip). */
async function loginFrom(ip: string, email: string, password: string) {
  const raw = await kit.app.inject({
    method: 'POST', url: '/api/user/login', remoteAddress: ip,
    payload: { jsonrpc: '2.0', method: 'call', params: { email, password }, id: 7 },
  });
  return { status: raw.statusCode, body: raw.json() };
}

let ipSerial = 0;
const freshIp = () => {
  ipSerial += 1;
  return `10.${(ipSerial >> 16) & 255}.${(ipSerial >> 8) & 255}.${ipSerial & 255}`;
};

describe('login', () => {
  it('answers the session user of spec §3 by e-mail or by phone', async () => {
    const s = await registeredShopper(kit);
    for (const id of [s.email.toUpperCase(), s.phone]) {
      const res = await loginFrom(freshIp(), id, s.password);
      expect(res.body.result).toMatchObject({
        status: 'success', user_id: s.userId, name: s.name, email: s.email, phone: s.phone,
        country_code: '+252', role: 'customer', has_addresses: false,
      });
      expect(typeof res.body.result.token).toBe('string');
    }
  });

  it('an unverified account with the right password is told to verify (403, user id, a fresh ticket)', async () => {
    const shopper = newShopper();
    const reg = await call(kit, '/api/user/register', shopper);
    const res = await loginFrom(freshIp(), shopper.email, shopper.password);
    expect(res.status).toBe(403);
    expect(res.body.result).toMatchObject({ code: 'not_verified', user_id: reg.body.result!.user_id, requires_verification: true });
    expect(res.body.result.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('an unknown e-mail is answered exactly like a wrong password (status and body)', async () => {
    const s = await registeredShopper(kit);
    const wrong = await loginFrom(freshIp(), s.email, 'not the password');
    const unknown = await loginFrom(freshIp(), 'nobody-here@example.so', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.result).toEqual({ status: 'error', code: 'invalid_credentials', message: 'Invalid email/phone or password' });
  });

  it('empty fields are refused with a clear message', async () => {
    const res = await loginFrom(freshIp(), '', '');
    expect(res.status).toBe(400);
    expect(res.body.result?.message).toBe('Email or phone and password are required');
  });
});

describe('login throttling', () => {
  it('40 wrong passwords at once from one address: at most 5 are checked, the rest wait (counted before the hash)', async () => {
    const s = await registeredShopper(kit);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 40 }, () => loginFrom(ip, s.email, 'wrong-password')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 401)).toHaveLength(5);
    expect(statuses.filter((x) => x === 429)).toHaveLength(35);
  });

  it('150 wrong passwords at once from 50 addresses: at most 100 are checked (the account cap)', async () => {
    const s = await registeredShopper(kit);
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => loginFrom(`172.20.${i % 50}.1`, s.email, 'wrong-password')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 401)).toHaveLength(100);
    expect(statuses.filter((x) => x === 429)).toHaveLength(50);
  }, 180_000);

  it('a success gives its count back: 4 failures, a success, 4 failures and the right password still works', async () => {
    const s = await registeredShopper(kit);
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await loginFrom(ip, s.email, 'wrong-password')).status).toBe(401);
      expect((await loginFrom(ip, s.email, s.password)).body.result.status).toBe('success');
    }
  });

  it('from the 5th failure the delay grows 1 s, 2 s, 4 s … and stops growing at 15 minutes', async () => {
    const s = await registeredShopper(kit);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, s.email, 'wrong-password')).status).toBe(401);
    const waits: number[] = [];
    for (let failure = 5; failure <= 16; failure++) {
      expect((await loginFrom(ip, s.email, 'wrong-password')).status).toBe(401);
      // Even the right password waits: the lock is checked before the password.
      const locked = await loginFrom(ip, s.email, s.password);
      expect(locked.status).toBe(429);
      expect(locked.body.result.code).toBe('rate_limited');
      waits.push(locked.body.result.retry_after);
      kit.clock.advance(locked.body.result.retry_after * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect((await loginFrom(ip, s.email, s.password)).body.result.status).toBe('success');
    // A success forgives: the next failure does not lock.
    await loginFrom(ip, s.email, 'wrong-password');
    expect((await loginFrom(ip, s.email, s.password)).body.result.status).toBe('success');
  });

  it('the lock message says how long to wait', async () => {
    const s = await registeredShopper(kit);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await loginFrom(ip, s.email, 'wrong-password');
    expect((await loginFrom(ip, s.email, s.password)).body.result.message).toBe('Too many failed login attempts. Please try again in 1 second.');
    // Attempts while locked are refused without counting; after the wait the next failure doubles it.
    expect((await loginFrom(ip, s.email, 'wrong-password')).status).toBe(429);
    kit.clock.advance(1000);
    await loginFrom(ip, s.email, 'wrong-password');
    expect((await loginFrom(ip, s.email, s.password)).body.result.message).toBe('Too many failed login attempts. Please try again in 2 seconds.');
  });

  it("an attacker's failures from one address do not lock the shopper out on another", async () => {
    const s = await registeredShopper(kit);
    const attacker = freshIp();
    for (let i = 0; i < 12; i++) await loginFrom(attacker, s.email, 'guess-' + i);
    expect((await loginFrom(attacker, s.email, s.password)).status).toBe(429);
    expect((await loginFrom(freshIp(), s.email, s.password)).body.result.status).toBe('success');
  });

  it('at most 100 failures an hour per account, from all addresses together; the next hour is free again', async () => {
    const s = await registeredShopper(kit);
    for (let i = 0; i < 100; i++) {
      const res = await loginFrom(`172.16.${Math.floor(i / 4)}.${i % 4}`, s.email, 'wrong-password');
      expect(res.status).toBe(401);
    }
    const capped = await loginFrom(freshIp(), s.email, s.password);
    expect(capped.status).toBe(429);
    expect(capped.body.result.retry_after).toBeGreaterThan(3000);
    expect(capped.body.result.retry_after).toBeLessThanOrEqual(3600);
    kit.clock.advance(capped.body.result.retry_after * 1000);
    expect((await loginFrom(freshIp(), s.email, s.password)).body.result.status).toBe('success');
  }, 180_000);

  it('one address failing on many accounts is slowed from its 50th failure', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) expect((await loginFrom(ip, `spray${i}@example.so`, 'Password1')).status).toBe(401);
    const res = await loginFrom(ip, 'spray-next@example.so', 'Password1');
    expect(res.status).toBe(429);
    expect(res.body.result.retry_after).toBe(1);
  }, 120_000);

  it('unknown e-mails are throttled exactly like known ones', async () => {
    const s = await registeredShopper(kit);
    const a = freshIp();
    const b = freshIp();
    for (let i = 0; i < 6; i++) {
      const known = await loginFrom(a, s.email, 'wrong-password');
      const unknown = await loginFrom(b, 'ghost@example.so', 'wrong-password');
      expect(unknown).toEqual(known);
    }
  });
});

describe('password change', () => {
  it('needs the current password; ends the other sessions and keeps this one', async () => {
    const s = await registeredShopper(kit);
    const other = (await loginFrom(freshIp(), s.email, s.password)).body.result.token as string;
    const wrong = await call(kit, '/api/user/change-password', { current_password: 'not it at all', new_password: 'brand new pass' }, bearer(s.token));
    expect(wrong.status).toBe(400);
    expect(wrong.body.result?.message).toBe('Current password is incorrect');
    const short = await call(kit, '/api/user/change-password', { current_password: s.password, new_password: 'short' }, bearer(s.token));
    expect(short.body.result?.message).toBe('New password must be between 8 and 64 characters');

    const ok = await call(kit, '/api/user/change-password', { current_password: s.password, new_password: 'brand new pass' }, bearer(s.token));
    expect(ok.body.result?.status).toBe('success');
    expect((await call(kit, '/api/validate_token', {}, bearer(s.token))).status).toBe(200);
    expect((await call(kit, '/api/validate_token', {}, bearer(other))).status).toBe(401);
    expect((await loginFrom(freshIp(), s.email, s.password)).status).toBe(401);
    expect((await loginFrom(freshIp(), s.email, 'brand new pass')).body.result.status).toBe('success');
  });

  it('wrong current passwords are throttled like logins', async () => {
    const s = await registeredShopper(kit);
    for (let i = 0; i < 5; i++) {
      await call(kit, '/api/user/change-password', { current_password: `guess ${i} wrong`, new_password: 'brand new pass' }, bearer(s.token));
    }
    const locked = await call(kit, '/api/user/change-password', { current_password: s.password, new_password: 'brand new pass' }, bearer(s.token));
    expect(locked.status).toBe(429);
    expect(locked.body.result?.retry_after).toBe(1);
  });
});
