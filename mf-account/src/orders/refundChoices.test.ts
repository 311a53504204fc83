import { refundChoices } from './refundChoices';

describe('refund choices by how the order was paid', () => {
  test('an order paid from the wallet is refunded to the wallet only', () => {
    expect(refundChoices({ payment_method: 'wallet' })).toEqual(['wallet']);
  });
  test('mobile money goes back to the phone or to the wallet, never as cash', () => {
    expect(refundChoices({ payment_method: 'mobile_money' })).toEqual(['mobile_money', 'wallet']);
  });
  test('a cash-on-delivery return goes back in cash or to the wallet: no phone paid it, and the server refuses mobile money', () => {
    expect(refundChoices({ payment_method: 'cash_on_delivery' })).toEqual(['cash', 'wallet']);
  });
});
