import { eq } from 'drizzle-orm';
import { STUDENT_DISCOUNT, isAcademicEmail } from '../contract';
import { studentDiscounts } from '../db/schema-student';
import { postWalletEntry } from '../wallet/ledger';
import { advance, ok, openShop, placed, product, send, shopper, type Loose, type Shop } from '../orders/test-kit';
import { CODE_DEAD, EMAIL_TAKEN, NOT_ACADEMIC, maskEmail } from './service';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
});
afterAll(() => shop.kit.close());

type Who = { token: string; userId: number; addressId: number };
const requestCode = (who: Who | null, school_email: string, kind = 'student') => send(shop, 'studentDiscountRequest', { school_email, kind }, who);
const verify = (who: Who | null, code: string) => send(shop, 'studentDiscountVerify', { code }, who);
const status = async (who: Who) => ok(await send(shop, 'studentDiscountStatus', {}, who), 'studentDiscountStatus').discount as Loose;
const codeFor = (to: string) => [...shop.kit.sent].reverse().find((m) => m.to === to && m.template === 'student_discount_code')?.code;
let n = 0;
const schoolEmail = () => `arday${++n}@simad.edu.so`;

async function verifiedShopper(email = schoolEmail()): Promise<Who> {
  const who = await shopper(shop);
  ok(await requestCode(who, email), 'studentDiscountRequest');
  ok(await verify(who, codeFor(email)!), 'studentDiscountVerify');
  return who;
}

describe('which e-mails are academic', () => {
  it.each(['a@simad.edu.so', 'a@students.uonbi.ac.ke', 'a@mit.edu', 'a@ox.ac.uk', 'a@gollisuniversity.org', 'a@st.amoud.edu.so'])('accepts %s', (e) => {
    expect(isAcademicEmail(e)).toBe(true);
  });
  it.each(['a@gmail.com', 'a@hotmail.so', 'a@edu.com', 'a@fake-edu.so', 'a@notgollisuniversity.org', 'no-at-sign.edu'])('refuses %s', (e) => {
    expect(isAcademicEmail(e)).toBe(false);
  });
});

describe('student discount calls', () => {
  it('every call needs a session (401 without one)', async () => {
    expect((await requestCode(null, 'a@simad.edu.so')).status).toBe(401);
    expect((await verify(null, '123456')).status).toBe(401);
    expect((await send(shop, 'studentDiscountStatus', {}, null)).status).toBe(401);
  });

  it('refuses a non-academic e-mail with its message and sends nothing', async () => {
    const who = await shopper(shop);
    const before = shop.kit.sent.length;
    const res = await requestCode(who, 'hodan@gmail.com');
    expect(res.status).toBe(400);
    expect(res.body.result?.message).toBe(NOT_ACADEMIC);
    expect(shop.kit.sent.length).toBe(before);
    expect((await status(who)).status).toBe('none');
  });

  it('sends a 6-digit code to the school e-mail only, then verifies for 12 months', async () => {
    const who = await shopper(shop);
    const email = schoolEmail();
    const asked = ok(await requestCode(who, email, 'graduate'), 'studentDiscountRequest');
    expect(asked.discount).toMatchObject({ status: 'pending', kind: 'graduate', school_email: maskEmail(email) });
    const sent = shop.kit.sent.filter((m) => m.template === 'student_discount_code' && m.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('email');
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    const done = ok(await verify(who, sent[0]!.code!), 'studentDiscountVerify');
    const now = new Date(shop.kit.clock.now);
    const until = new Date(now);
    until.setUTCMonth(until.getUTCMonth() + STUDENT_DISCOUNT.validMonths);
    expect(done.discount).toMatchObject({ status: 'verified', kind: 'graduate', percent: 10, cap: 20, valid_until: until.toISOString() });
    expect(await status(who)).toEqual(done.discount);
  });

  it('keeps the 60-s resend cooldown', async () => {
    const who = await shopper(shop);
    ok(await requestCode(who, schoolEmail()), 'studentDiscountRequest');
    const again = await requestCode(who, schoolEmail());
    expect(again.status).toBe(429);
    expect(again.body.result?.retry_after).toBe(60);
    shop.kit.clock.advance(60_001);
    ok(await requestCode(who, schoolEmail()), 'studentDiscountRequest');
  });

  it('a wrong code says so and how many tries are left; after 5 wrong tries a new code is needed', async () => {
    const who = await shopper(shop);
    const email = schoolEmail();
    ok(await requestCode(who, email), 'studentDiscountRequest');
    const right = codeFor(email)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await verify(who, wrong);
    expect(first.status).toBe(400);
    expect(first.body.result?.message).toBe('Wrong code. 4 tries left.');
    for (let i = 0; i < 4; i += 1) await verify(who, wrong);
    const late = await verify(who, right);
    expect(late.body.result?.message).toBe(CODE_DEAD);
    expect((await status(who)).status).toBe('pending');
    shop.kit.clock.advance(60_001);
    ok(await requestCode(who, email), 'studentDiscountRequest');
    ok(await verify(who, codeFor(email)!), 'studentDiscountVerify');
  });

  it('a school e-mail verifies one account only', async () => {
    const email = schoolEmail();
    await verifiedShopper(email);
    const other = await shopper(shop);
    const res = await requestCode(other, email.toUpperCase());
    expect(res.status).toBe(409);
    expect(res.body.result?.message).toBe(EMAIL_TAKEN);
  });

  it('two accounts with codes for one e-mail: only the first to confirm gets it', async () => {
    const email = schoolEmail();
    const a = await shopper(shop);
    const b = await shopper(shop);
    ok(await requestCode(a, email), 'studentDiscountRequest');
    const codeA = codeFor(email)!;
    ok(await requestCode(b, email), 'studentDiscountRequest');
    const codeB = codeFor(email)!;
    ok(await verify(a, codeA), 'studentDiscountVerify');
    const res = await verify(b, codeB);
    expect(res.status).toBe(409);
    expect((await status(b)).status).toBe('pending');
  });
});

describe('the discount at checkout (server-side)', () => {
  const quote = (who: Who | null, items: Loose[]) =>
    send(shop, 'deliveryQuote', { country: 'Somalia', region: 'Banadir', city: 'Muqdisho', district: 'Hodan', items }, who);

  it('a verified shopper pays 10% less on the items; the fee is untouched; the order stores it', async () => {
    const p = await product(shop, { priceCents: 25_00, stock: { [shop.warehouse]: 50 } });
    const plain = await shopper(shop);
    const student = await verifiedShopper();
    const items = [{ product_id: p, quantity: 2 }];
    const without = await placed(shop, plain, items);
    const withIt = await placed(shop, student, items);
    expect(without.student_discount).toBe(0);
    expect(withIt.subtotal).toBe(50);
    expect(withIt.student_discount).toBe(5);
    expect(withIt.delivery_fee).toBe(without.delivery_fee);
    expect(withIt.total).toBeCloseTo(without.total - 5, 2);
    // Order detail keeps it.
    const detail = ok(await send(shop, 'order', { id: String(withIt.id) }, student), 'order').order as Loose;
    expect(detail.student_discount).toBe(5);
    expect(detail.total).toBe(withIt.total);
    // The quote the checkout shows says the same, with the session, and nothing without it.
    const q = ok(await quote(student, items), 'deliveryQuote');
    expect(q.student_discount).toBe(5);
    expect(q.total).toBe(withIt.total);
    expect(ok(await quote(null, items), 'deliveryQuote').student_discount).toBe(0);
  });

  it('takes at most the $20 cap off one order', async () => {
    const p = await product(shop, { priceCents: 150_00, stock: { [shop.warehouse]: 50 } });
    const student = await verifiedShopper();
    const order = await placed(shop, student, [{ product_id: p, quantity: 2 }]);
    expect(order.subtotal).toBe(300);
    expect(order.student_discount).toBe(20);
    expect(order.total).toBeCloseTo(300 - 20 + order.delivery_fee, 2);
  });

  it('an expired discount takes nothing off', async () => {
    const p = await product(shop, { priceCents: 10_00, stock: { [shop.warehouse]: 50 } });
    const student = await verifiedShopper();
    await shop.db.update(studentDiscounts).set({ validUntil: new Date(shop.kit.clock.now - 1000) }).where(eq(studentDiscounts.userId, student.userId));
    expect((await status(student)).status).toBe('expired');
    const order = await placed(shop, student, [{ product_id: p, quantity: 1 }]);
    expect(order.student_discount).toBe(0);
    expect(order.total).toBeCloseTo(10 + order.delivery_fee, 2);
  });

  it("another account's verification does not discount this shopper's order", async () => {
    const p = await product(shop, { priceCents: 10_00, stock: { [shop.warehouse]: 50 } });
    await verifiedShopper();
    const plain = await shopper(shop);
    const order = await placed(shop, plain, [{ product_id: p, quantity: 1 }]);
    expect(order.student_discount).toBe(0);
  });

  it('a wallet payment takes the total after the discount, not a cent more', async () => {
    const p = await product(shop, { priceCents: 40_00, stock: { [shop.warehouse]: 50 } });
    const student = await verifiedShopper();
    const now = new Date(shop.kit.clock.now);
    await shop.db.transaction((tx) => postWalletEntry(tx, { userId: student.userId, kind: 'recharge', amountCents: 100_00, description: 'Recharge (test)', now }));
    const order = await placed(shop, student, [{ product_id: p, quantity: 1 }], { payment_method: 'wallet' });
    expect(order.student_discount).toBe(4);
    expect(order.total).toBeCloseTo(36 + order.delivery_fee, 2);
    const balance = ok(await send(shop, 'walletBalance', {}, student), 'walletBalance');
    expect(balance.balance).toBeCloseTo(100 - order.total, 2);
  });

  it('a delivered order earns its points on what was paid for the items, after the discount', async () => {
    const p = await product(shop, { priceCents: 50_00, stock: { [shop.warehouse]: 50 } });
    const student = await verifiedShopper();
    const order = await placed(shop, student, [{ product_id: p, quantity: 1 }]);
    expect(order.student_discount).toBe(5);
    await advance(shop, order.id, 'confirm', 'pack', 'ship', 'deliver');
    expect(ok(await send(shop, 'membershipPoints', {}, student), 'membershipPoints').points).toBe(45);
  });
});
