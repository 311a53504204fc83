/** Registration tickets: verify, resend-code and check-verification need the registering browser's secret. */
import { authKit, call, codeSentTo, newShopper, type AuthKit } from './test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

async function pending() {
  const shopper = newShopper();
  const reg = await call(kit, '/api/user/register', shopper);
  return { shopper, userId: reg.body.result!.user_id as number, ticket: reg.body.result!.ticket as string };
}

const NOT_FOUND = { status: 'error', code: 'not_found', message: 'User ID not found. Please register again.' };

describe('registration ticket', () => {
  it('register answers a random ticket, different for every registration', async () => {
    const a = await pending();
    const b = await pending();
    expect(a.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.ticket).not.toBe(b.ticket);
  });

  it('an unknown id, a wrong ticket and another user\'s ticket get exactly the same answer, on each call', async () => {
    const mine = await pending();
    const other = await pending();
    const code = await codeSentTo(kit, mine.shopper.email);
    const tries = {
      unknownId: { user_id: 987654, ticket: mine.ticket },
      wrongTicket: { user_id: mine.userId, ticket: 'A'.repeat(43) },
      othersTicket: { user_id: mine.userId, ticket: other.ticket },
    };
    for (const [url, extra] of [['/api/user/verify', { code }], ['/api/user/resend-code', {}], ['/api/user/check-verification', {}]] as const) {
      const answers = [];
      for (const [name, params] of Object.entries(tries)) {
        const res = await call(kit, url, { ...params, ...extra });
        answers.push([name, res.status, res.body]);
      }
      expect(answers).toEqual(Object.keys(tries).map((name) => [name, 404, { jsonrpc: '2.0', id: 1, result: NOT_FOUND }]));
    }
    // None of those tries sent anything or used the code up: the right ticket still verifies.
    expect(kit.sent.filter((m) => m.to === mine.shopper.email)).toHaveLength(1);
    const ok = await call(kit, '/api/user/verify', { user_id: mine.userId, ticket: mine.ticket, code });
    expect(ok.body.result?.status).toBe('success');
    expect((await call(kit, '/api/user/check-verification', { user_id: mine.userId, ticket: mine.ticket })).body.result?.verified).toBe(true);
  });

  it('the ticket is required by the contract', async () => {
    const mine = await pending();
    const res = await call(kit, '/api/user/check-verification', { user_id: mine.userId });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/ticket/);
  });

  it('expires 24 hours after it was given', async () => {
    const mine = await pending();
    kit.clock.advance(24 * 3600_000 - 1000);
    expect((await call(kit, '/api/user/check-verification', { user_id: mine.userId, ticket: mine.ticket })).body.result?.verified).toBe(false);
    kit.clock.advance(1000);
    const late = await call(kit, '/api/user/check-verification', { user_id: mine.userId, ticket: mine.ticket });
    expect([late.status, late.body.result]).toEqual([404, NOT_FOUND]);
  });

  it('a login of the unverified account answers a fresh ticket (the old one stops working) and the modal goes on with it', async () => {
    const mine = await pending();
    kit.clock.advance(61_000);
    const login = await call(kit, '/api/user/login', { email: mine.shopper.email, password: mine.shopper.password });
    expect(login.status).toBe(403);
    expect(login.body.result).toMatchObject({ code: 'not_verified', user_id: mine.userId, requires_verification: true });
    const fresh = login.body.result!.ticket as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(mine.ticket);
    expect((await call(kit, '/api/user/check-verification', { user_id: mine.userId, ticket: mine.ticket })).status).toBe(404);
    const code = await codeSentTo(kit, mine.shopper.email);
    const ok = await call(kit, '/api/user/verify', { user_id: mine.userId, ticket: fresh, code });
    expect(ok.body.result?.status).toBe('success');
  });

  it('a wrong password of an unverified account gets no ticket', async () => {
    const mine = await pending();
    const login = await call(kit, '/api/user/login', { email: mine.shopper.email, password: 'not the password' });
    expect(login.status).toBe(401);
    expect(login.body.result).not.toHaveProperty('ticket');
  });
});
