import fc from 'fast-check';
import { ADVISOR_FOR_WHOM, ADVISOR_SUGGESTIONS_MAX, SKIN_TYPES } from '../contract';
import { budgetInText, judge, planNeed, rankSuggestions, skinWordOf, type Candidate } from './match';
import { FOR_WHOM_CATEGORIES, stem, wordsOf } from './words';

let nextId = 1;
const product = (over: Partial<Candidate> = {}): Candidate => ({
  id: nextId++,
  name: 'Shea Butter Cream 250ml',
  nameSo: 'Kareem Subagga Shea 250ml',
  categorySlug: 'skincare',
  categoryName: 'Skincare',
  priceCents: 650,
  rating: 4.6,
  reviewCount: 120,
  quantity: 10,
  ...over,
});

const shea = product();
const soap = product({ name: 'Black Seed Face Soap', nameSo: 'Saabuun Wajiga Xabbad Sooda', priceCents: 299, rating: 4.1, reviewCount: 30 });
const serum = product({ name: 'Vitamin C Serum 30ml', nameSo: 'Serum Fiitamiin C 30ml', priceCents: 1550, rating: 4.8, reviewCount: 9 });
const oil = product({ name: 'Coconut Oil 500ml', nameSo: 'Saliid Qumbe 500ml', categorySlug: 'hair_care', categoryName: 'Hair Care', priceCents: 550 });
const teddy = product({ name: 'Teddy Bear', nameSo: 'Caruusad Orso', categorySlug: 'happy_kids', categoryName: 'Happy Kids', priceCents: 850, rating: 3.5 });
const oud = product({ name: 'Cuudka / oud perfume', nameSo: 'Cuud Cadar', categorySlug: 'perfumes', categoryName: 'Perfumes & Incense', priceCents: 4500, quantity: 0 });
const catalogue = [shea, soap, serum, oil, teddy, oud];

describe('planNeed', () => {
  test('Somali words name their topic: maqaar is skin, timo hair, udgoon perfume, carruur children', () => {
    expect(planNeed({ need: 'maqaar' }).categories).toEqual(['skincare']);
    expect(planNeed({ need: 'timo' }).categories).toEqual(['hair_care']);
    expect(planNeed({ need: 'udgoon' }).categories).toEqual(['perfumes']);
    expect(planNeed({ need: 'ciyaar carruurta' }).categories).toEqual(['happy_kids']);
  });

  test('a skin type said in the need is read from it ("maqaar qalalan" is dry skin), and said back with the shopper\'s word', () => {
    expect(rankSuggestions(planNeed({ need: 'maqaar qalalan' }), [shea])[0]!.reasons).toContain('Good for dry skin ("qalalan"): shea');
    expect(planNeed({ need: 'maqaar qalalan' })).toMatchObject({ skinType: 'dry', skinWord: 'qalalan' });
    expect(planNeed({ need: 'cream for oily skin' })).toMatchObject({ skinType: 'oily', skinWord: 'oily' });
  });

  test('a budget in the words counts when the form gives none; the form wins', () => {
    expect(budgetInText('something under $20')).toBe(2000);
    expect(budgetInText('15 dollars at most')).toBe(1500);
    expect(budgetInText('no money said')).toBeUndefined();
    expect(planNeed({ need: 'soap under $3', budgetCents: 1000 }).budgetCents).toBe(1000);
  });

  test('stop words and short words are not searched in product names', () => {
    expect(planNeed({ need: 'I need something for my hair and a comb' }).words).toEqual(['comb']);
  });
});

describe('rankSuggestions', () => {
  test('dry skin under $10: only skin care within budget, the butter cream first with its reasons', () => {
    const got = rankSuggestions(planNeed({ need: 'cream for my face', skinType: 'dry', budgetCents: 1000 }), catalogue);
    expect(got.map((s) => s.candidate)).toEqual([shea, soap]);
    expect(got[0]!.reasons).toEqual([
      'Matches "cream" — Skincare',
      'Good for dry skin: shea',
      'Within your budget of $10.00 — $6.50',
      'Rated 4.6 (120 reviews)',
      'In stock',
    ]);
  });

  test('in stock comes first, whatever the rating; then rating', () => {
    const outOfStock = product({ rating: 5, reviewCount: 500, quantity: 0 });
    const got = rankSuggestions(planNeed({ need: 'shea' }), [outOfStock, shea]);
    expect(got.map((s) => s.candidate)).toEqual([shea, outOfStock]);
    expect(got[1]!.reasons).not.toContain('In stock');
  });

  test('for a child: the children\'s products, said so', () => {
    const got = rankSuggestions(planNeed({ need: 'toy', forWhom: 'child' }), catalogue);
    expect(got.map((s) => s.candidate)).toEqual([teddy]);
    expect(got[0]!.reasons).toContain('For a child — Happy Kids');
  });

  test('words that match nothing give no suggestion', () => {
    expect(rankSuggestions(planNeed({ need: 'tractor spare parts' }), catalogue)).toEqual([]);
  });

  test('words no product has do not hide what the rest of the need finds', () => {
    expect(rankSuggestions(planNeed({ need: 'something fun', forWhom: 'child' }), catalogue).map((s) => s.candidate)).toEqual([teddy]);
    // Words some product has keep out the products that have none of them.
    expect(rankSuggestions(planNeed({ need: 'teddy', forWhom: 'father' }), [...catalogue, product({ categorySlug: 'mens_care' })]).map((s) => s.candidate)).toEqual([teddy]);
  });

  test('the same need always gets the same answer', () => {
    const plan = planNeed({ need: 'maqaar', skinType: 'oily' });
    expect(rankSuggestions(plan, [...catalogue].reverse())).toEqual(rankSuggestions(plan, catalogue));
  });
});

// Property tests: whatever the need and the catalogue, what Ila Tali says holds.
const arbCandidate = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  name: fc.constantFrom('Shea Butter Cream', 'Coconut Oil', 'Face Wash Charcoal', 'Teddy Bear', 'Oud Perfume', 'Rose Water Toner', 'Hair Comb'),
  nameSo: fc.constantFrom('Kareem Subag', 'Saliid Qumbe', 'Dhaqaha Wajiga', 'Caruusad', 'Cuud Cadar', 'Biyaha Ubaxa'),
  categorySlug: fc.constantFrom('skincare', 'hair_care', 'body_care', 'mens_care', 'womens_care', 'perfumes', 'happy_kids', 'fit_foods'),
  categoryName: fc.constant('Category'),
  priceCents: fc.integer({ min: 1, max: 10_000 }),
  rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
  reviewCount: fc.integer({ min: 0, max: 1000 }),
  quantity: fc.integer({ min: 0, max: 5 }),
});
const arbNeed = fc.record({
  need: fc.array(fc.constantFrom('maqaar', 'timo', 'udgoon', 'carruur', 'cream', 'oil', 'shea', 'rose', 'gift', 'for', 'my', 'qalalan', 'toy'), { minLength: 1, maxLength: 6 }).map((w) => w.join(' ')),
  skinType: fc.option(fc.constantFrom(...SKIN_TYPES), { nil: undefined }),
  budgetCents: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  forWhom: fc.option(fc.constantFrom(...ADVISOR_FOR_WHOM), { nil: undefined }),
});
const uniqueIds = (cs: Candidate[]) => cs.filter((c, i) => cs.findIndex((d) => d.id === c.id) === i);

test('property: at most 6 suggestions, each within the budget, none twice', () => {
  fc.assert(
    fc.property(arbNeed, fc.array(arbCandidate, { maxLength: 40 }).map(uniqueIds), (need, cs) => {
      const got = rankSuggestions(planNeed(need), cs);
      expect(got.length).toBeLessThanOrEqual(ADVISOR_SUGGESTIONS_MAX);
      expect(new Set(got.map((s) => s.candidate.id)).size).toBe(got.length);
      if (need.budgetCents !== undefined) for (const s of got) expect(s.candidate.priceCents).toBeLessThanOrEqual(need.budgetCents);
    }),
  );
});

test('property: every reason holds for its product', () => {
  fc.assert(
    fc.property(arbNeed, arbCandidate, (need, c) => {
      const plan = planNeed(need);
      const s = judge(plan, c);
      if (!s) return;
      expect(s.reasons.length).toBeGreaterThan(0);
      const nameWords = new Set([...wordsOf(c.name), ...wordsOf(c.nameSo)].map(stem));
      for (const reason of s.reasons) {
        let m: RegExpExecArray | null;
        if ((m = /^Matches "([^"]+)" — /.exec(reason))) {
          expect(plan.topics.find((t) => t.word === m![1])?.topic.categories).toContain(c.categorySlug);
        } else if (reason.startsWith('Matches ')) {
          for (const [, w] of reason.matchAll(/"([^"]+)"/g)) expect(nameWords.has(w!)).toBe(true);
        } else if ((m = /^Within your budget of \$(\d+\.\d\d) — \$(\d+\.\d\d)$/.exec(reason))) {
          expect(Math.round(Number(m[2]) * 100)).toBe(c.priceCents);
          expect(c.priceCents).toBeLessThanOrEqual(Math.round(Number(m[1]) * 100));
        } else if ((m = /^Rated (\d\.\d) \((\d+) reviews?\)$/.exec(reason))) {
          expect(Number(m[1])).toBe(c.rating);
          expect(Number(m[2])).toBe(c.reviewCount);
          expect(c.rating).toBeGreaterThanOrEqual(4);
        } else if (reason === 'In stock') {
          expect(c.quantity).toBeGreaterThan(0);
        } else if ((m = /^Good for (\w+) skin(?: \("(\w+)"\))?: (\w+)$/.exec(reason))) {
          expect(m[1]).toBe(plan.skinType);
          expect(m[2]).toBe(plan.skinWord);
          expect(skinWordOf(c, plan.skinType!)).toBe(m[3]);
        } else if (reason.startsWith('Everyday care for normal skin')) {
          expect(plan.skinType).toBe('normal');
        } else if (reason.startsWith('For ')) {
          expect(FOR_WHOM_CATEGORIES[plan.forWhom!]).toContain(c.categorySlug);
        } else {
          throw new Error(`a reason the test does not know: ${reason}`);
        }
      }
    }),
  );
});
