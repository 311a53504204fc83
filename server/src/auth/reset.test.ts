import { authKit, bearer, call, codeSentTo, registeredShopper, type AuthKit } from './test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const MINUTE = 60_000;

describe('password reset', () => {
  it('known and unknown e-mails get the same answer, and the same 60-s cooldown', async () => {
    const s = await registeredShopper(kit);
    const known = await call(kit, '/api/auth/reset/request', { email: s.email });
    const unknown = await call(kit, '/api/auth/reset/request', { email: 'no-account@example.so' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.result).toMatchObject({ status: 'success', cooldown_seconds: 60 });

    kit.clock.advance(20_000);
    const knownAgain = await call(kit, '/api/auth/reset/request', { email: s.email });
    const unknownAgain = await call(kit, '/api/auth/reset/request', { email: 'no-account@example.so' });
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.body).toEqual(knownAgain.body);
    expect(knownAgain.body.result).toMatchObject({ code: 'cooldown', retry_after: 40, message: 'Please wait 40 seconds before requesting a new code.' });
    kit.clock.advance(40_000);
    expect((await call(kit, '/api/auth/reset/request', { email: s.email })).status).toBe(200);
  });

  it('e-mail texts of spec §5', async () => {
    expect((await call(kit, '/api/auth/reset/request', { email: ' ' })).body.result?.message).toBe('Please enter your email address');
    expect((await call(kit, '/api/auth/reset/request', { email: 'abc' })).body.result?.message).toBe('Please enter a valid email address');
  });

  it('the code resets the password once and ends every session', async () => {
    const s = await registeredShopper(kit);
    await call(kit, '/api/auth/reset/request', { email: s.email });
    const code = await codeSentTo(kit, s.email);
    expect(kit.sent.filter((m) => m.code === code).map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    const ok = await call(kit, '/api/auth/reset/confirm', { email: s.email, code, new_password: 'a fresh secret' });
    expect(ok.body.result).toMatchObject({ status: 'success' });
    expect((await call(kit, '/api/validate_token', {}, bearer(s.token))).status).toBe(401);
    expect((await call(kit, '/api/user/login', { email: s.email, password: s.password })).status).toBe(401);
    expect((await call(kit, '/api/user/login', { email: s.email, password: 'a fresh secret' })).body.result?.status).toBe('success');
    const again = await call(kit, '/api/auth/reset/confirm', { email: s.email, code, new_password: 'another secret' });
    expect(again.status).toBe(400);
  });

  it('wrong code, unknown e-mail and dead code all get one answer', async () => {
    const s = await registeredShopper(kit);
    await call(kit, '/api/auth/reset/request', { email: s.email });
    const code = await codeSentTo(kit, s.email);
    const unknown = await call(kit, '/api/auth/reset/confirm', { email: 'ghost@example.so', code, new_password: 'a fresh secret' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call(kit, '/api/auth/reset/confirm', { email: s.email, code: wrongOf(code), new_password: 'a fresh secret' }));
    // After 5 wrong tries even the right code is refused: a new code is needed.
    const dead = await call(kit, '/api/auth/reset/confirm', { email: s.email, code, new_password: 'a fresh secret' });
    for (const res of [...answers, dead]) {
      expect(res.status).toBe(unknown.status);
      expect(res.body).toEqual(unknown.body);
    }
    expect(unknown.body.result).toEqual({ status: 'error', code: 'code_invalid', message: 'Invalid or expired reset code. Please check the code or request a new one.' });
    expect((await call(kit, '/api/user/login', { email: s.email, password: s.password })).body.result?.status).toBe('success');
  });

  it('a reset code is dead after 10 minutes', async () => {
    const s = await registeredShopper(kit);
    await call(kit, '/api/auth/reset/request', { email: s.email });
    const code = await codeSentTo(kit, s.email);
    kit.clock.advance(10 * MINUTE);
    const late = await call(kit, '/api/auth/reset/confirm', { email: s.email, code, new_password: 'a fresh secret' });
    expect(late.status).toBe(400);
    expect(late.body.result?.code).toBe('code_invalid');
  });

  it('the new password follows the 8–64 rule', async () => {
    const s = await registeredShopper(kit);
    await call(kit, '/api/auth/reset/request', { email: s.email });
    const code = await codeSentTo(kit, s.email);
    const res = await call(kit, '/api/auth/reset/confirm', { email: s.email, code, new_password: 'tiny' });
    expect(res.body.result?.message).toBe('New password must be between 8 and 64 characters');
  });

  it('a reset lifts the login lockout of the account', async () => {
    const s = await registeredShopper(kit);
    for (let i = 0; i < 8; i++) await call(kit, '/api/user/login', { email: s.email, password: 'wrong-password' });
    expect((await call(kit, '/api/user/login', { email: s.email, password: s.password })).status).toBe(429);
    await call(kit, '/api/auth/reset/request', { email: s.email });
    const code = await codeSentTo(kit, s.email);
    await call(kit, '/api/auth/reset/confirm', { email: s.email, code, new_password: 'a fresh secret' });
    expect((await call(kit, '/api/user/login', { email: s.email, password: 'a fresh secret' })).body.result?.status).toBe('success');
  });

  it('beyond 5 codes an hour nothing more is sent, and the answer does not change', async () => {
    const s = await registeredShopper(kit);
    const sentBefore = kit.sent.length;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await call(kit, '/api/auth/reset/request', { email: s.email })).body);
      kit.clock.advance(60_000);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // Two channels per code: 5 codes.
    expect(kit.sent.length - sentBefore).toBe(10);
  });
});
