import { declineReason } from './declineReason';

describe('declineReason', () => {
  test("keeps the gateway's words after the server's 'Payment declined' prefix", () => {
    expect(declineReason('Payment declined: not enough balance in the payer\u2019s account')).toBe('not enough balance in the payer\u2019s account');
    expect(declineReason('payment declined - Insufficient balance')).toBe('Insufficient balance');
    expect(declineReason('Payment was declined.')).toBe('');
  });

  test('a reason without the prefix is kept whole; nothing gives an empty reason', () => {
    expect(declineReason('The payer cancelled the payment')).toBe('The payer cancelled the payment');
    expect(declineReason('Payment declined')).toBe('');
    expect(declineReason('')).toBe('');
    expect(declineReason(null)).toBe('');
  });
});
