import { render } from '@testing-library/react';
import type { Recharge } from 'shared-api';
import { t } from './messages';
import { rechargeDetail } from './RechargeWords';

const recharge = (payment_status: Recharge['payment_status'], message: string): Recharge => ({
  id: 1,
  amount: 5,
  formatted_amount: '$5.00',
  provider: 'zaad',
  phone: '+252631234567',
  payment_status,
  message,
  created_at: '2026-11-24T10:42:00.000Z',
});

describe('rechargeDetail', () => {
  test("pending and failed are the page's texts, built from the recharge's fields, whatever the server said", () => {
    expect(rechargeDetail(recharge('pending', 'Approve the payment of $5.00 on your phone (Zaad +252631234567). We are waiting for the answer.'), t, true)).toBe(
      t('recharge.pendingDetail', { phone: '+252631234567' }),
    );
    // The server's own 'failed' reasons: its give-up, and mobile money switched off.
    for (const message of ['Zaad did not confirm this payment, so nothing was credited.', 'Mobile money payments are not available right now. Please try again later.']) {
      const detail = rechargeDetail(recharge('failed', message), t, false);
      expect(detail).toBe(`${t('recharge.failedDetail', { provider: 'Zaad' })} ${t('recharge.moneyLeft', { amount: '$5.00', phone: '+252631234567' })}`);
      expect(detail).toContain('Zaad');
      expect(detail).toContain('$5.00');
      expect(detail).toContain('+252631234567');
    }
  });

  test("declined: the gateway's reason, in the sentence (English page) or quoted and marked English", () => {
    const declined = recharge('declined', 'Payment declined: The payer cancelled the payment on the phone');
    expect(rechargeDetail(declined, t, true)).toBe('The payer cancelled the payment on the phone');
    const { container } = render(<p>{rechargeDetail(declined, t, false)}</p>);
    expect(container).toHaveTextContent('Zaad: \u201cThe payer cancelled the payment on the phone\u201d');
    expect(container.querySelector('span[lang="en"]')).toHaveTextContent(/^The payer cancelled the payment on the phone$/);
    expect(rechargeDetail(recharge('declined', 'Payment declined'), t, false)).toBeNull();
  });

  test('approved: nothing to add', () => {
    expect(rechargeDetail(recharge('approved', '$5.00 was added to your wallet'), t, false)).toBeNull();
  });
});
