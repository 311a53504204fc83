import { applyFeedEvent, initialFeed, parseFeedEvent, REACTIONS_SHOWN } from './feed';
import { aProduct, aStream } from './testing/streams';

const snapshot = {
  type: 'snapshot',
  state: 'live',
  viewer_count: 40,
  products: [aProduct({ product_id: 2, position: 2 }), aProduct({ product_id: 1, position: 1 })],
  messages: [{ id: 'c1', author: 'Amina', text: 'Salaan', sent_at: '2026-11-24T09:00:00Z' }],
};

describe('parseFeedEvent: only events of the contract reach the room', () => {
  it.each([
    ['not JSON', 'data: {'],
    ['an unknown type', JSON.stringify({ type: 'confetti' })],
    ['viewers without a count', JSON.stringify({ type: 'viewers' })],
    ['a negative count', JSON.stringify({ type: 'viewers', viewer_count: -1 })],
    ['a state outside the contract', JSON.stringify({ type: 'state', state: 'paused' })],
    ['pins with a product missing its price', JSON.stringify({ type: 'pins', products: [{ ...aProduct(), price: undefined }] })],
    ['a chat message without text', JSON.stringify({ type: 'chat', message: { id: 'x', author: 'a', sent_at: '' } })],
    ['not a string', { type: 'viewers', viewer_count: 1 }],
  ])('drops %s', (_what, data) => {
    expect(parseFeedEvent(data)).toBeNull();
  });

  it('keeps a well-formed snapshot and viewers event', () => {
    expect(parseFeedEvent(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(parseFeedEvent(JSON.stringify({ type: 'viewers', viewer_count: 3 }))).toEqual({ type: 'viewers', viewer_count: 3 });
  });
});

describe('applyFeedEvent', () => {
  const start = initialFeed(aStream({ viewer_count: 5 }));

  it('a snapshot replaces state, viewers, pins (in the seller\'s order) and chat', () => {
    const next = applyFeedEvent(start, parseFeedEvent(JSON.stringify(snapshot))!);
    expect(next.viewerCount).toBe(40);
    expect(next.products.map((p) => p.product_id)).toEqual([1, 2]);
    expect(next.messages.map((m) => m.id)).toEqual(['c1']);
  });

  it('pins, viewers and state events update only their part', () => {
    const pinned = applyFeedEvent(start, { type: 'pins', products: [aProduct({ product_id: 9, name: 'Uunsi' })] });
    expect(pinned.products.map((p) => p.name)).toEqual(['Uunsi']);
    expect(applyFeedEvent(pinned, { type: 'viewers', viewer_count: 8 }).viewerCount).toBe(8);
    expect(applyFeedEvent(pinned, { type: 'state', state: 'ended' })).toMatchObject({ state: 'ended', products: pinned.products });
  });

  it('a chat message already held (a reconnect\'s snapshot) is not shown twice', () => {
    const message = { id: 'c1', author: 'Amina', text: 'Salaan', sent_at: '2026-11-24T09:00:00Z' };
    const once = applyFeedEvent(start, { type: 'chat', message });
    expect(applyFeedEvent(once, { type: 'chat', message }).messages).toHaveLength(1);
  });

  it(`keeps the last ${REACTIONS_SHOWN} reactions`, () => {
    let feed = start;
    for (let i = 0; i < REACTIONS_SHOWN + 3; i++) feed = applyFeedEvent(feed, { type: 'reaction', emoji: '🔥' });
    expect(feed.reactions).toHaveLength(REACTIONS_SHOWN);
  });
});
