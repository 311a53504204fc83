/** Login by a one-time code: the owner's way in while password attempts for the account are locked. */
import { loginThrottle } from '../db/schema-auth';
import { authKit, call, registeredShopper, type AuthKit } from './test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

const SENT = 'If an account exists for this email or phone, we sent a 6-digit login code to its WhatsApp and e-mail.';
const REFUSED = { status: 'error', code: 'code_invalid', message: 'Invalid or expired login code. Please check the code or request a new one.' };

/** The latest login code sent to `to`. */
const loginCodeFor = (to: string) => [...kit.sent].reverse().find((m) => m.to === to && m.template === 'login_code')?.code;
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('login code', () => {
  it('is sent to WhatsApp and e-mail and logs in like a password (same answer)', async () => {
    const s = await registeredShopper(kit);
    const req = await call(kit, '/api/user/login-code/request', { email: s.email });
    expect(req.body.result).toEqual({ status: 'success', message: SENT, cooldown_seconds: 60 });
    await settle();
    const code = loginCodeFor(s.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(loginCodeFor(s.phone)).toBe(code);
    const ok = await call(kit, '/api/user/login-code/confirm', { email: s.email, code });
    expect(ok.body.result).toMatchObject({
      status: 'success', user_id: s.userId, name: s.name, email: s.email, phone: s.phone, country_code: '+252', role: 'customer', message: 'Login successful',
    });
    const valid = await call(kit, '/api/validate_token', {}, { authorization: `Bearer ${ok.body.result!.token as string}` });
    expect(valid.body.result?.valid).toBe(true);
    // Single use.
    expect((await call(kit, '/api/user/login-code/confirm', { email: s.email, code })).body.result).toEqual(REFUSED);
  });

  it('works while password attempts for the account are locked (the hourly cap someone else used up)', async () => {
    const s = await registeredShopper(kit);
    const until = new Date(kit.clock.now + 3600_000);
    await kit.db.insert(loginThrottle).values({ key: `acct:user:${s.userId}`, failures: 0, windowStart: new Date(kit.clock.now), windowFailures: 100, lockedUntil: until, updatedAt: new Date(kit.clock.now) });
    const locked = await call(kit, '/api/user/login', { email: s.email, password: s.password });
    expect([locked.status, locked.body.result?.code]).toEqual([429, 'rate_limited']);
    await call(kit, '/api/user/login-code/request', { email: s.phone });
    await settle();
    const ok = await call(kit, '/api/user/login-code/confirm', { email: s.phone, code: loginCodeFor(s.phone) });
    expect(ok.body.result).toMatchObject({ status: 'success', user_id: s.userId });
  });

  it('an unknown account gets the same answers (request and confirm) and nothing is sent', async () => {
    const s = await registeredShopper(kit);
    const known = await call(kit, '/api/user/login-code/request', { email: s.email });
    const before = kit.sent.length;
    const unknown = await call(kit, '/api/user/login-code/request', { email: 'nobody-at-all@example.so' });
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    await settle();
    expect(kit.sent.length).toBe(before);
    const wrong = await call(kit, '/api/user/login-code/confirm', { email: s.email, code: '000000' === loginCodeFor(s.email) ? '000001' : '000000' });
    const none = await call(kit, '/api/user/login-code/confirm', { email: 'nobody-at-all@example.so', code: '123456' });
    expect([none.status, none.body]).toEqual([wrong.status, wrong.body]);
    expect(wrong.body.result).toEqual(REFUSED);
  });

  it('its own limits: a 60-s cooldown, 5 codes an hour, 5 wrong tries per code', async () => {
    const s = await registeredShopper(kit);
    expect((await call(kit, '/api/user/login-code/request', { email: s.email })).status).toBe(200);
    const early = await call(kit, '/api/user/login-code/request', { email: s.email });
    expect(early.status).toBe(429);
    expect(early.body.result).toMatchObject({ code: 'cooldown', retry_after: 60 });
    for (let i = 0; i < 4; i++) {
      kit.clock.advance(60_000);
      expect((await call(kit, '/api/user/login-code/request', { email: s.email })).status).toBe(200);
    }
    await settle();
    const sent = kit.sent.filter((m) => m.to === s.email && m.template === 'login_code').length;
    kit.clock.advance(60_000);
    expect((await call(kit, '/api/user/login-code/request', { email: s.email })).status).toBe(200);
    await settle();
    expect(kit.sent.filter((m) => m.to === s.email && m.template === 'login_code').length).toBe(sent);

    const code = loginCodeFor(s.email)!;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await call(kit, '/api/user/login-code/confirm', { email: s.email, code: wrong })).body.result).toEqual(REFUSED);
    expect((await call(kit, '/api/user/login-code/confirm', { email: s.email, code })).body.result).toEqual(REFUSED);
  });

  it('parallel requests get one code: the cooldown is claimed in one statement', async () => {
    const s = await registeredShopper(kit);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(kit, '/api/user/login-code/request', { email: s.email })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('a code of another purpose does not log in; a bad code shape is explained', async () => {
    const s = await registeredShopper(kit);
    await call(kit, '/api/auth/reset/request', { email: s.email });
    await settle();
    const resetCode = [...kit.sent].reverse().find((m) => m.to === s.email && m.template === 'password_reset')!.code;
    expect((await call(kit, '/api/user/login-code/confirm', { email: s.email, code: resetCode })).body.result).toEqual(REFUSED);
    expect((await call(kit, '/api/user/login-code/confirm', { email: s.email, code: '12a' })).body.result?.message).toBe('Verification code must be exactly 6 digits');
  });
});
