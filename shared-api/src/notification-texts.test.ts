import { renderNotice } from './notification-texts';

describe("a notification's reason: the gateway's words, once", () => {
  test("the server's 'Payment declined:' is not said again after the text's own 'not approved' or 'cancelled'", () => {
    const params = { amount_cents: 500, reason: 'Payment declined: not enough balance in the payer\u2019s account' };
    expect(renderNotice('wallet_recharge_declined', params, 'en').body).toBe('Your wallet recharge of $5.00 was not approved: not enough balance in the payer\u2019s account');
    expect(renderNotice('order_payment_declined', { order: 'SQ-100042', reason: 'Payment failed: Zaad did not confirm this payment.' }, 'en').body).toBe(
      'Your order SQ-100042 was cancelled: Zaad did not confirm this payment. Nothing was charged.',
    );
  });

  test('a Somali text quotes the English reason apart from its own sentence', () => {
    const body = renderNotice('wallet_recharge_declined', { amount_cents: 500, reason: 'Payment declined: not enough balance' }, 'so').body;
    expect(body).toBe('Buuxinta wallet-kaaga ee $5.00 lama aqbalin: \u201cnot enough balance\u201d');
    expect(renderNotice('order_payment_declined', { order: 'SQ-100042', reason: 'Payment declined: not enough balance' }, 'so').body).toContain('waa la joojiyay: \u201cnot enough balance\u201d.');
  });

  test('a reason that was only the prefix reads as a decline without a reason, not an empty quote', () => {
    expect(renderNotice('wallet_recharge_declined', { amount_cents: 500, reason: 'Payment declined' }, 'so').body).toBe('Buuxinta wallet-kaaga ee $5.00 lama aqbalin.');
  });
});
