import { DIAL_CODES } from 'shared-api/contract/phone-rules';
import { forgetCheckoutChoices, keepPayment, keptPayment } from './keptChoice';
import { initialPayment } from './payment';

beforeEach(() => sessionStorage.clear());

describe('the kept payment choice', () => {
  test('is read back as it was kept', () => {
    const choice = {
      method: 'mobile_money',
      provider: 'zaad',
      dialCode: '+254',
      digits: '712 345 678',
      usePoints: false,
    } as const;
    keepPayment(choice);
    expect(keptPayment()).toEqual(choice);
  });

  test('nothing kept, or forgotten after the order: cash on delivery', () => {
    expect(keptPayment()).toEqual(initialPayment());
    keepPayment({ ...initialPayment(), method: 'wallet', usePoints: true });
    forgetCheckoutChoices();
    expect(keptPayment()).toEqual(initialPayment());
  });

  test.each([
    ['not JSON', '{"method":'],
    ['not an object', '"wallet"'],
    ['an unknown method', '{"method":"bitcoin"}'],
  ])('a broken value (%s) is cash on delivery', (_, raw) => {
    sessionStorage.setItem('suuq.checkout.payment', raw);
    expect(keptPayment()).toEqual(initialPayment());
  });

  test('a known method keeps only the fields that are valid', () => {
    sessionStorage.setItem(
      'suuq.checkout.payment',
      JSON.stringify({
        method: 'mobile_money',
        provider: 'paypal',
        dialCode: '+1',
        digits: '<b>',
        usePoints: 'yes',
      }),
    );
    expect(keptPayment()).toEqual({
      method: 'mobile_money',
      provider: '',
      dialCode: DIAL_CODES[0],
      digits: '',
      usePoints: false,
    });
  });
});
