/** liveToken: a 100ms viewer token, verified with jose against the claims 100ms documents. */
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { openLiveShop, ok, refusal, send, shopperOf, TEST_HMS, type LiveShop } from './test-kit';

let shop: LiveShop;
beforeAll(async () => {
  shop = await openLiveShop({ hms: TEST_HMS, defaultRoomId: 'room-default-1' });
});
afterAll(() => shop?.close());

const secret = new TextEncoder().encode(TEST_HMS.secret);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('liveToken', () => {
  it('signs HS256 with the app secret and carries exactly the documented claims, user_id the shopper’s', async () => {
    const shopper = await shopperOf(shop);
    const before = Math.floor(Date.now() / 1000);
    const r = ok(await send(shop.app, 'liveToken', { stream_id: shop.streams.hodanLive, role: 'viewer' }, shopper), 'liveToken');
    const { payload, protectedHeader } = await jwtVerify(r.token, secret, { algorithms: ['HS256'] });
    expect(protectedHeader.alg).toBe('HS256');
    expect(Object.keys(payload).sort()).toEqual(['access_key', 'exp', 'iat', 'jti', 'nbf', 'role', 'room_id', 'type', 'user_id', 'version']);
    expect(payload).toMatchObject({
      access_key: TEST_HMS.accessKey,
      room_id: 'room-default-1',
      user_id: `shopper-${shopper.userId}`,
      role: 'viewer',
      type: 'app',
      version: 2,
    });
    expect(payload.jti).toMatch(UUID);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.nbf).toBe(payload.iat);
    expect(payload.exp).toBe(payload.iat! + 24 * 3600);
    expect(r.room_id).toBe('room-default-1');
    expect(r.expires_at).toBe(new Date(payload.exp! * 1000).toISOString());
  });

  it('gives a guest (no bearer) a token of a guest id, a new jti each time', async () => {
    const a = ok(await send(shop.app, 'liveToken', { stream_id: shop.streams.bakaaraLive, role: 'viewer' }), 'liveToken');
    const b = ok(await send(shop.app, 'liveToken', { stream_id: shop.streams.bakaaraLive, role: 'viewer' }), 'liveToken');
    const pa = (await jwtVerify(a.token, secret)).payload;
    const pb = (await jwtVerify(b.token, secret)).payload;
    expect(pa.user_id).toMatch(/^guest-/);
    expect(pa.jti).not.toBe(pb.jti);
    expect(decodeProtectedHeader(a.token).typ).toBe('JWT');
  });

  it('fails verification with another secret', async () => {
    const r = ok(await send(shop.app, 'liveToken', { stream_id: shop.streams.hodanLive, role: 'viewer' }), 'liveToken');
    await expect(jwtVerify(r.token, new TextEncoder().encode('another-secret-0123456789abcdef'))).rejects.toThrow();
  });

  it('refuses a role other than viewer', async () => {
    for (const role of ['host', 'broadcaster', 'Viewer']) {
      expect(refusal(await send(shop.app, 'liveToken', { stream_id: shop.streams.hodanLive, role }))).toEqual({
        status: 403, code: 'role', message: 'Only the viewer role can join a live stream from the shop.',
      });
    }
  });

  it('refuses an unknown stream (404), an ended one and one not started', async () => {
    expect(refusal(await send(shop.app, 'liveToken', { stream_id: 999999, role: 'viewer' }))).toEqual({ status: 404, code: 'not_found', message: 'Live stream not found' });
    expect(refusal(await send(shop.app, 'liveToken', { stream_id: shop.streams.ended, role: 'viewer' }))).toEqual({
      status: 409, code: 'stream_ended', message: 'This live stream has ended.',
    });
    expect(refusal(await send(shop.app, 'liveToken', { stream_id: shop.streams.upcoming, role: 'viewer' }))).toEqual({
      status: 409, code: 'stream_not_live', message: 'This live stream has not started yet.',
    });
  });

  it('answers 401 for a bearer that is not a valid session (the shell renews it)', async () => {
    const res = await shop.app.inject({
      method: 'POST', url: '/api/live/token', headers: { authorization: 'Bearer not-a-session' },
      payload: { jsonrpc: '2.0', method: 'call', params: { stream_id: shop.streams.hodanLive, role: 'viewer' }, id: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('says clearly that the shop has no 100ms credentials', async () => {
    const plain = await openLiveShop();
    try {
      expect(refusal(await send(plain.app, 'liveToken', { stream_id: plain.streams.hodanLive, role: 'viewer' }))).toEqual({
        status: 409, code: 'live_not_configured', message: 'Live video is not set up on this shop (no 100ms credentials): the room plays the recording instead.',
      });
    } finally {
      await plain.close();
    }
  });

  it('refuses bad input with a message', async () => {
    const res = await send(shop.app, 'liveToken', { stream_id: 'x', role: 'viewer' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/Invalid params/);
  });
});
