import Value from 'typebox/value';
import { accountWithSession, authKit, bearer, call, type AuthKit } from '../auth/test-kit';
import { ADVISOR_ASKS_PER_HOUR, calls } from '../contract';
import { advisorQuestions } from '../db/schema-advisor';
import { categories, products, stock, stockLocations } from '../db/schema';
import { compactPhone } from '../auth/rules';
import { ASK_FAILED, DEFAULT_ADVISOR_WHATSAPP, NOTHING_FOUND, PHONE_INVALID } from './service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
type Shopper = { userId: number; token: string };

let kit: AuthKit;
const ids: Record<string, number> = {};
beforeAll(async () => {
  kit = await authKit();
  const [beauty] = await kit.db.insert(categories).values({ slug: 'beauty_personal_care', name: 'Beauty', nameSo: 'Qurxinta' }).returning();
  const [toys] = await kit.db.insert(categories).values({ slug: 'toys_games', name: 'Toys', nameSo: 'Ciyaaraha' }).returning();
  const subs = await kit.db
    .insert(categories)
    .values([
      { slug: 'skincare', name: 'Skincare', nameSo: 'Daryeelka Maqaarka', parentId: beauty!.id },
      { slug: 'hair_care', name: 'Hair Care', nameSo: 'Daryeelka Timaha', parentId: beauty!.id },
      { slug: 'happy_kids', name: 'Happy Kids', nameSo: 'Carruur Faraxsan', parentId: toys!.id },
    ])
    .returning();
  const sub = Object.fromEntries(subs.map((c) => [c.slug, c.id]));
  const rows = await kit.db
    .insert(products)
    .values([
      { slug: 'shea-butter-cream', name: 'Shea Butter Cream 250ml', nameSo: 'Kareem Subagga Shea 250ml', priceCents: 6_50, categoryId: sub.skincare!, rating: 4.6, reviewCount: 120 },
      { slug: 'vitamin-c-serum', name: 'Vitamin C Serum 30ml', nameSo: 'Serum Fiitamiin C 30ml', priceCents: 15_50, categoryId: sub.skincare!, rating: 4.8, reviewCount: 40 },
      { slug: 'face-soap', name: 'Black Seed Face Soap', nameSo: 'Saabuun Wajiga', priceCents: 2_99, categoryId: sub.skincare!, rating: 4.0, reviewCount: 3 },
      { slug: 'coconut-oil', name: 'Coconut Oil 500ml', nameSo: 'Saliid Qumbe 500ml', priceCents: 5_50, categoryId: sub.hair_care!, rating: 4.2, reviewCount: 9 },
      { slug: 'teddy-bear', name: 'Teddy Bear', nameSo: 'Caruusad Orso', priceCents: 8_50, categoryId: sub.happy_kids!, rating: 4.4, reviewCount: 12 },
    ])
    .returning();
  for (const r of rows) ids[r.slug] = r.id;
  const [store] = await kit.db.insert(stockLocations).values({ name: 'Warehouse', isWarehouse: true }).returning();
  await kit.db.insert(stock).values(rows.filter((r) => r.slug !== 'face-soap').map((r) => ({ productId: r.id, stockLocationId: store!.id, quantity: 5 })));
});
afterAll(() => kit.close());

const shopper = () => accountWithSession(kit.db, 'customer');
const suggest = (s: Shopper | null, params: Loose) => call(kit, '/api/advisor/suggest', params, s ? bearer(s.token) : {});
const ask = (s: Shopper | null, params: Loose) => call(kit, '/api/advisor/ask', params, s ? bearer(s.token) : {});
const questions = (s: Shopper) => call(kit, '/api/advisor/questions', {}, bearer(s.token));
const ok = (r: { status: number; body: Loose }) => {
  expect(r.body.result?.status === 'error' ? r.body.result.message : r.body.error?.message).toBeUndefined();
  expect(r.status).toBe(200);
  return r.body.result as Loose;
};

describe('advisorSuggest', () => {
  test('without a session: 401 Authentication required', async () => {
    const r = await suggest(null, { need: 'maqaar' });
    expect(r.status).toBe(401);
    expect(JSON.stringify(r.body)).toContain('Authentication required');
  });

  test('dry skin under $10: skin care from the catalogue within budget, in stock first, each with reasons', async () => {
    const r = ok(await suggest(await shopper(), { need: 'maqaar', skin_type: 'dry', budget: 10 }));
    expect(Value.Check(calls.advisorSuggest.result, r)).toBe(true);
    expect(r.suggestions.map((s: Loose) => s.product.slug)).toEqual(['shea-butter-cream', 'face-soap']);
    const [first] = r.suggestions;
    expect(first.product).toMatchObject({ name: 'Shea Butter Cream 250ml', price: 6.5, imageUrl: `/api/product-image/${ids['shea-butter-cream']}`, isOutOfStock: false });
    expect(first.reasons).toEqual(['Matches "maqaar" — Skincare', 'Good for dry skin: shea', 'Within your budget of $10.00 — $6.50', 'Rated 4.6 (120 reviews)', 'In stock']);
    for (const s of r.suggestions) expect(s.product.price).toBeLessThanOrEqual(10);
  });

  test('for a child: the children\'s products; a category keeps to it', async () => {
    const s = await shopper();
    const kids = ok(await suggest(s, { need: 'something fun', for_whom: 'child' }));
    expect(kids.suggestions.map((x: Loose) => x.product.slug)).toEqual(['teddy-bear']);
    const hair = ok(await suggest(s, { need: 'oil', category: 'beauty_personal_care' }));
    expect(hair.suggestions.map((x: Loose) => x.product.slug)).toEqual(['coconut-oil']);
    expect(ok(await suggest(s, { need: 'oil', category: 'toys_games' })).suggestions).toEqual([]);
  });

  test('nothing matches: an empty list and a message pointing to a human advisor', async () => {
    const r = ok(await suggest(await shopper(), { need: 'tractor spare parts' }));
    expect(r).toEqual({ status: 'success', suggestions: [], message: NOTHING_FOUND });
    expect(r.message).toContain('ask a human advisor');
  });

  test.each([
    ['an empty need', { need: '' }],
    ['a need over 500 characters', { need: 'x'.repeat(501) }],
    ['an unknown skin type', { need: 'maqaar', skin_type: 'shiny' }],
    ['a negative budget', { need: 'maqaar', budget: -1 }],
    ['an unknown for whom', { need: 'maqaar', for_whom: 'boss' }],
  ])('%s: a JSON-RPC error with a message, never a 500', async (_name, params) => {
    const r = await suggest(await shopper(), params);
    expect(r.status).toBe(400);
    expect(r.body.error?.message).toEqual(expect.stringMatching(/.+/));
  });
});

describe('advisorAsk', () => {
  test('sends the question with the products shown to the advisors\' WhatsApp, stores it, and tells where the answer comes', async () => {
    const s = await shopper();
    kit.sent.length = 0;
    const r = ok(await ask(s, { question: 'Which cream for my mother\'s dry skin?', suggested_ids: [ids['shea-butter-cream']] }));
    expect(Value.Check(calls.advisorAsk.result, r)).toBe(true);
    // The profile's phone when none is given.
    expect(r.reply_to).toMatch(/^\+25269\d{7}$/);
    expect(r).toMatchObject({ question_status: 'sent', message: `Your question is with our advisor. They will reply on WhatsApp to ${r.reply_to}.` });
    expect(kit.sent).toHaveLength(1);
    expect(kit.sent[0]).toMatchObject({ to: DEFAULT_ADVISOR_WHATSAPP, channel: 'whatsapp', template: 'advisor_question' });
    expect(kit.sent[0]!.text).toContain("Which cream for my mother's dry skin?");
    expect(kit.sent[0]!.text).toContain('Shown: Shea Butter Cream 250ml ($6.50)');
    const list = ok(await questions(s));
    expect(list.questions).toEqual([expect.objectContaining({ question: "Which cream for my mother's dry skin?", question_status: 'sent', reply_to: r.reply_to })]);
  });

  test('a phone with its dial code is where the answer comes; a phone without one is refused with a message', async () => {
    const s = await shopper();
    expect(ok(await ask(s, { question: 'Timo?', phone: '+254 712 345 678' })).reply_to).toBe('+254712345678');
    const bad = await ask(s, { question: 'Timo?', phone: '0612345678' });
    expect(bad.status).toBe(400);
    expect(bad.body.result!.message).toBe('Enter the phone number with its dial code, e.g. +252612345678.');
  });

  test('the reply phone is spelled as accounts store one (compactPhone): spaces of any kind and dashes go, brackets are refused', async () => {
    const s = await shopper();
    for (const typed of ['+254 712-345-678', '+254\u00a0712\u202f345 678']) {
      expect([typed, ok(await ask(s, { question: 'Timo?', phone: typed })).reply_to]).toEqual([typed, compactPhone(typed)]);
    }
    const bracketed = await ask(s, { question: 'Timo?', phone: '+254 (712) 345678' });
    expect([bracketed.status, bracketed.body.result!.message]).toEqual([400, PHONE_INVALID]);
  });

  test(`at most ${ADVISOR_ASKS_PER_HOUR} questions an hour per account, with a clear message; another account is not held back; an hour later it is free`, async () => {
    const a = await shopper();
    const b = await shopper();
    for (let i = 0; i < ADVISOR_ASKS_PER_HOUR; i++) ok(await ask(a, { question: `Question ${i}` }));
    const refused = await ask(a, { question: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.body.result!.message).toBe(`You have sent ${ADVISOR_ASKS_PER_HOUR} questions in the last hour. Please try again in 60 minutes.`);
    ok(await ask(b, { question: 'My own question' }));
    kit.clock.advance(60 * 60 * 1000 + 1);
    ok(await ask(a, { question: 'Later' }));
  });

  test('a message WhatsApp refuses: stored as failed, a clear error, and not counted against the limit', async () => {
    const s = await shopper();
    const send = kit.sent.push;
    kit.sent.push = () => {
      throw new Error('WhatsApp down');
    };
    try {
      const r = await ask(s, { question: 'Udgoon?' });
      expect(r.status).toBe(502);
      expect(r.body.result!.message).toBe(ASK_FAILED);
    } finally {
      kit.sent.push = send;
    }
    expect(ok(await questions(s)).questions.map((q: Loose) => q.question_status)).toEqual(['failed']);
  });

  test('another account sees nothing of yours', async () => {
    const a = await shopper();
    const b = await shopper();
    ok(await ask(a, { question: 'Private question of A' }));
    expect(ok(await questions(b)).questions).toEqual([]);
    const rows = await kit.db.select().from(advisorQuestions);
    expect(rows.filter((q) => q.question === 'Private question of A').map((q) => q.userId)).toEqual([a.userId]);
  });

  test('without a session: 401; an empty or too long question: a JSON-RPC error', async () => {
    expect((await ask(null, { question: 'x' })).status).toBe(401);
    const s = await shopper();
    for (const question of ['', 'x'.repeat(1001)]) {
      const r = await ask(s, { question });
      expect(r.status).toBe(400);
      expect(r.body.error?.message).toEqual(expect.stringMatching(/.+/));
    }
  });
});
