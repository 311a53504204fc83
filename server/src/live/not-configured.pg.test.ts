/**
 * PostgreSQL, two API processes without 100ms credentials (issue 28 item 9): a viewer token is
 * refused as a setting of the shop — 409 `live_not_configured` with a message that says so — not
 * as an outage (503), from either process; the stream itself answers a replay.
 */
import { eq } from 'drizzle-orm';
import { LIVE_NOT_CONFIGURED } from '../contract';
import { liveStreams } from '../db/schema-live';
import { postRpc, twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';
import { HMS_NOT_SET_UP } from './routes';

let shop: TwoApis;

beforeAll(async () => {
  // HMS_* emptied: whatever the machine's environment holds, these processes have no credentials.
  shop = await twoApisOnOneDatabase('livecfg', { HMS_ACCESS_KEY: '', HMS_APP_SECRET: '', HMS_ROOM_ID: '' });
}, 240_000);
afterAll(async () => {
  await shop?.stop();
});

test('liveToken without 100ms credentials: 409 live_not_configured with its message from both processes, never a 5xx', async () => {
  const [live] = await shop.database.db.select({ id: liveStreams.id }).from(liveStreams).where(eq(liveStreams.state, 'live')).limit(1);
  for (const api of shop.apis) {
    const stream = await postRpc<{ video: { kind: string } }>(api.url, `/api/live/streams/${live!.id}`, {});
    expect(stream.result.video.kind).toBe('replay');
    const answer = await postRpc(api.url, '/api/live/token', { stream_id: live!.id, role: 'viewer' });
    expect(answer.status).toBe(409);
    expect(answer.result).toEqual({ status: 'error', code: LIVE_NOT_CONFIGURED.code, message: HMS_NOT_SET_UP });
  }
});
