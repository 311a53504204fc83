import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema-auth';
import { authKit, bearer, call, codeSentTo, newShopper, registeredShopper, type AuthKit } from './test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

const HOUR = 3600_000;

describe('registration and verification', () => {
  it('register → code over WhatsApp and e-mail → verify → a token that validates', async () => {
    const shopper = newShopper();
    const reg = await call(kit, '/api/user/register', shopper);
    expect(reg.status).toBe(200);
    expect(reg.body.result).toMatchObject({ status: 'success', requires_verification: true });
    const userId = reg.body.result!.user_id as number;
    const ticket = reg.body.result!.ticket as string;
    expect(ticket.length).toBeGreaterThanOrEqual(43);
    const messages = kit.sent.filter((m) => m.to === shopper.email || m.to === shopper.phone);
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(messages[0]!.code).toMatch(/^\d{6}$/);
    expect(messages[0]!.code).toBe(messages[1]!.code);

    expect((await call(kit, '/api/user/check-verification', { user_id: userId, ticket })).body.result?.verified).toBe(false);
    const ver = await call(kit, '/api/user/verify', { user_id: userId, ticket, code: messages[0]!.code });
    expect(ver.body.result).toMatchObject({ status: 'success', user_id: userId, name: shopper.name, email: shopper.email });
    const token = ver.body.result!.token as string;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(Date.parse(ver.body.result!.expires as string)).toBe(kit.clock.now + 24 * HOUR);
    expect((await call(kit, '/api/user/check-verification', { user_id: userId, ticket })).body.result?.verified).toBe(true);

    const valid = await call(kit, '/api/validate_token', { token }, bearer(token));
    expect(valid.body.result).toMatchObject({ status: 'success', valid: true, user_id: userId });
  });

  it('passwords are stored as argon2id hashes, tokens only as SHA-256 hashes', async () => {
    const s = await registeredShopper(kit);
    const [row] = await kit.db.select().from(users).where(eq(users.id, s.userId));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain(s.password);
    const rows = await kit.db.select().from(sessions).where(eq(sessions.userId, s.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toBe(s.token);
  });

  it('the e-mail is stored lower-case and a second account with it or the same phone is refused', async () => {
    const s = await registeredShopper(kit, { email: 'Faadumo.X@Example.SO' });
    expect(s.email).toBe('Faadumo.X@Example.SO');
    const again = await call(kit, '/api/user/register', newShopper({ email: 'faadumo.x@example.so' }));
    expect(again.status).toBe(409);
    expect(again.body.result?.message).toBe('An account with this email already exists. Please log in.');
    const samePhone = await call(kit, '/api/user/register', newShopper({ phone: s.phone }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.result?.message).toBe('An account with this phone number already exists. Please log in.');
  });

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '+25261abc' }, 'Phone number must be the country dial code followed by digits only'],
    [{ phone: '+254712345678' }, 'Phone number must start with +252 for Somalia'],
    [{ phone: '+25212' }, 'Phone number must have 6 to 12 digits after the dial code'],
    [{ password: 'short7!' }, 'Password must be between 8 and 64 characters'],
    [{ password: 'x'.repeat(65) }, 'Password must be between 8 and 64 characters'],
    [{ country: 'Narnia' }, 'Unknown country: choose one of Somalia, Somaliland, Kenya, Uganda, Egypt, Djibouti, Ethiopia, Saudi Arabia'],
    [{ date_of_birth: '1990-02-30' }, 'Date of birth must be a date like 1990-05-31'],
    [{ date_of_birth: '2014-01-01' }, 'You must be at least 13 years old'],
    [{ date_of_birth: '1925-01-01' }, 'Date of birth cannot be more than 100 years ago'],
  ])('registration with %o is refused: %s', async (change, message) => {
    const res = await call(kit, '/api/user/register', newShopper(change));
    expect(res.status).toBe(400);
    expect(res.body.result).toEqual({ status: 'error', code: 'invalid', message });
  });

  it('8 and 64 characters are accepted, a Kenyan number with Kenya too', async () => {
    await expect(registeredShopper(kit, { password: '12345678' })).resolves.toBeTruthy();
    await expect(registeredShopper(kit, { password: 'y'.repeat(64), country: 'Kenya', phone: '+254712000001' })).resolves.toBeTruthy();
  });

  it('verification texts of spec §5: empty code, not 6 digits, no user id', async () => {
    const empty = await call(kit, '/api/user/verify', { user_id: 1, ticket: 'x', code: '' });
    expect(empty.body.result?.message).toBe('Please enter the verification code');
    const short = await call(kit, '/api/user/verify', { user_id: 1, ticket: 'x', code: '12345' });
    expect(short.body.result?.message).toBe('Verification code must be exactly 6 digits');
    const noUser = await call(kit, '/api/user/verify', { user_id: null, ticket: 'x', code: '123456' });
    expect(noUser.body.result?.message).toBe('User ID not found. Please register again.');
    const unknown = await call(kit, '/api/user/verify', { user_id: 999999, ticket: 'x', code: '123456' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.result?.message).toBe('User ID not found. Please register again.');
  });
});

describe('codes', () => {
  async function pending() {
    const shopper = newShopper();
    const reg = await call(kit, '/api/user/register', shopper);
    return { shopper, userId: reg.body.result!.user_id as number, ticket: reg.body.result!.ticket as string, code: await codeSentTo(kit, shopper.email) };
  }
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('a code is used once', async () => {
    const p = await pending();
    expect((await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: p.code })).body.result?.status).toBe('success');
    const again = await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: p.code });
    expect(again.status).toBe(409);
    expect(again.body.result?.message).toBe('This account is already verified. Please log in.');
  });

  it('a code expires after 10 minutes', async () => {
    const p = await pending();
    kit.clock.advance(10 * 60_000 + 1);
    const res = await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: p.code });
    expect(res.status).toBe(400);
    expect(res.body.result).toMatchObject({ code: 'code_expired', message: 'The verification code has expired. Please request a new code.' });
  });

  it('a code is still good just before 10 minutes', async () => {
    const p = await pending();
    kit.clock.advance(10 * 60_000 - 1000);
    expect((await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: p.code })).body.result?.status).toBe('success');
  });

  it('5 wrong tries kill the code, even the right one fails after that', async () => {
    const p = await pending();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: wrongOf(p.code) })).body.result);
    expect(answers.slice(0, 4).map((a) => a?.message)).toEqual([
      'Invalid verification code. 4 attempts left.',
      'Invalid verification code. 3 attempts left.',
      'Invalid verification code. 2 attempts left.',
      'Invalid verification code. 1 attempt left.',
    ]);
    expect(answers[4]).toMatchObject({ code: 'code_locked', message: 'Too many wrong attempts. Please request a new code.' });
    const right = await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: p.code });
    expect(right.status).toBe(429);
    expect(right.body.result?.code).toBe('code_locked');
  });

  it('resend waits 60 s (server-enforced, seconds left in the answer), then a new code replaces the old', async () => {
    const p = await pending();
    const early = await call(kit, '/api/user/resend-code', { user_id: p.userId, ticket: p.ticket });
    expect(early.status).toBe(429);
    expect(early.body.result).toMatchObject({ code: 'cooldown', retry_after: 60, message: 'Please wait 60 seconds before requesting a new code.' });
    kit.clock.advance(45_000);
    expect((await call(kit, '/api/user/resend-code', { user_id: p.userId, ticket: p.ticket })).body.result?.retry_after).toBe(15);
    kit.clock.advance(15_000);
    const ok = await call(kit, '/api/user/resend-code', { user_id: p.userId, ticket: p.ticket });
    expect(ok.body.result).toMatchObject({ status: 'success', cooldown_seconds: 60 });
    const fresh = await codeSentTo(kit, p.shopper.email);
    if (fresh !== p.code) {
      const old = await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: p.code });
      expect(old.body.result?.status).toBe('error');
    }
    expect((await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: fresh })).body.result?.status).toBe('success');
  });

  it('a new code after 5 wrong tries works again', async () => {
    const p = await pending();
    for (let i = 0; i < 5; i++) await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: wrongOf(p.code) });
    kit.clock.advance(60_000);
    await call(kit, '/api/user/resend-code', { user_id: p.userId, ticket: p.ticket });
    const fresh = await codeSentTo(kit, p.shopper.email);
    expect((await call(kit, '/api/user/verify', { user_id: p.userId, ticket: p.ticket, code: fresh })).body.result?.status).toBe('success');
  });
});

describe('tokens', () => {
  it('a token stops working after 24 hours', async () => {
    const s = await registeredShopper(kit);
    kit.clock.advance(24 * HOUR - 1000);
    expect((await call(kit, '/api/user/profile', {}, bearer(s.token))).status).toBe(200);
    kit.clock.advance(1000);
    const late = await call(kit, '/api/user/profile', {}, bearer(s.token));
    expect(late.status).toBe(401);
    expect(late.body.result).toEqual({ status: 'error', code: 'unauthorized', message: 'Authentication required: No valid token' });
  });

  it('logout revokes that token only', async () => {
    const s = await registeredShopper(kit);
    const second = await call(kit, '/api/user/login', { email: s.email, password: s.password });
    const other = second.body.result!.token as string;
    const out = await call(kit, '/api/logout', { token: s.token }, bearer(s.token));
    expect(out.body.result?.status).toBe('success');
    expect((await call(kit, '/api/validate_token', { token: s.token }, bearer(s.token))).status).toBe(401);
    expect((await call(kit, '/api/validate_token', { token: other }, bearer(other))).status).toBe(200);
  });

  it("logout with one session's bearer token and another session's token in the params ends neither (400)", async () => {
    const s = await registeredShopper(kit);
    const victim = (await call(kit, '/api/user/login', { email: s.email, password: s.password })).body.result!.token as string;
    const stranger = await registeredShopper(kit);
    for (const [bearerToken, target] of [[s.token, victim], [stranger.token, victim], [stranger.token, s.token]]) {
      const out = await call(kit, '/api/logout', { token: target }, bearer(bearerToken!));
      expect(out.status).toBe(400);
      expect(out.body.result).toEqual({ status: 'error', code: 'invalid', message: 'You can only log out of your own session.' });
    }
    for (const token of [s.token, victim, stranger.token]) {
      expect((await call(kit, '/api/validate_token', {}, bearer(token))).status).toBe(200);
    }
    // Without a token param, or with the bearer's own, the bearer's session ends — only it.
    expect((await call(kit, '/api/logout', {}, bearer(victim))).body.result?.status).toBe('success');
    expect((await call(kit, '/api/validate_token', {}, bearer(victim))).status).toBe(401);
    expect((await call(kit, '/api/validate_token', {}, bearer(s.token))).status).toBe(200);
    // Another session's token without any bearer: 401 before anything.
    expect((await call(kit, '/api/logout', { token: s.token })).status).toBe(401);
    expect((await call(kit, '/api/validate_token', {}, bearer(s.token))).status).toBe(200);
  });

  const AUTH_CALLS = ['/api/logout', '/api/validate_token', '/api/user/change-password', '/api/user/profile', '/api/user/profile/update'];

  it.each(AUTH_CALLS)('%s without a token is 401 "Authentication required"', async (url) => {
    const res = await call(kit, url, {});
    expect(res.status).toBe(401);
    expect(res.body.result).toEqual({ status: 'error', code: 'unauthorized', message: 'Authentication required' });
  });

  it.each(AUTH_CALLS)('%s with a made-up token is 401 "Authentication required: No valid token"', async (url) => {
    const res = await call(kit, url, { token: 'forged' }, bearer('forged-token-value'));
    expect(res.status).toBe(401);
    expect(res.body.result).toEqual({ status: 'error', code: 'unauthorized', message: 'Authentication required: No valid token' });
  });

  it('a token in the api_key query alone is not enough (the server reads the bearer header)', async () => {
    const s = await registeredShopper(kit);
    const raw = await kit.app.inject({ method: 'POST', url: `/api/user/profile?api_key=${s.token}`, payload: { jsonrpc: '2.0', method: 'call', params: {}, id: 1 } });
    expect(raw.statusCode).toBe(401);
  });
});

describe('limits under concurrency and abuse', () => {
  it('two verifications with the right code at once: exactly one wins', async () => {
    const shopper = newShopper();
    const reg = await call(kit, '/api/user/register', shopper);
    const userId = reg.body.result!.user_id as number;
    const ticket = reg.body.result!.ticket as string;
    const code = await codeSentTo(kit, shopper.email);
    const both = await Promise.all([
      call(kit, '/api/user/verify', { user_id: userId, ticket, code }),
      call(kit, '/api/user/verify', { user_id: userId, ticket, code }),
    ]);
    expect(both.map((r) => r.body.result?.status).sort()).toEqual(['error', 'success']);
  });

  it('two registrations of one e-mail at once: one account, one 409', async () => {
    const shopper = newShopper();
    const both = await Promise.all([
      call(kit, '/api/user/register', shopper),
      call(kit, '/api/user/register', { ...shopper, phone: `${shopper.phone.slice(0, -3)}999` }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await kit.db.select().from(users).where(eq(users.email, shopper.email));
    expect(rows).toHaveLength(1);
  });

  it('at most 5 codes an hour per account, even with the cooldown respected', async () => {
    const shopper = newShopper();
    const reg = (await call(kit, '/api/user/register', shopper)).body.result!;
    const [userId, ticket] = [reg.user_id as number, reg.ticket as string];
    for (let i = 0; i < 4; i++) {
      kit.clock.advance(60_000);
      expect((await call(kit, '/api/user/resend-code', { user_id: userId, ticket })).status).toBe(200);
    }
    kit.clock.advance(60_000);
    const capped = await call(kit, '/api/user/resend-code', { user_id: userId, ticket });
    expect(capped.status).toBe(429);
    expect(capped.body.result?.retry_after).toBe(3600 - 5 * 60);
    kit.clock.advance(capped.body.result!.retry_after as number * 1000);
    expect((await call(kit, '/api/user/resend-code', { user_id: userId, ticket })).status).toBe(200);
  });
});
