import { gatewayReason } from './gateway-reason';

describe('gatewayReason', () => {
  test("keeps the gateway's words after the server's 'Payment declined' prefix", () => {
    expect(gatewayReason('Payment declined: not enough balance in the payer\u2019s account')).toBe('not enough balance in the payer\u2019s account');
    expect(gatewayReason('payment declined - Insufficient balance')).toBe('Insufficient balance');
    expect(gatewayReason('Payment was declined.')).toBe('');
    expect(gatewayReason('Payment failed: Zaad did not confirm this payment')).toBe('Zaad did not confirm this payment');
  });

  test('a reason without the prefix is kept whole; nothing gives an empty reason', () => {
    expect(gatewayReason('The payer cancelled the payment')).toBe('The payer cancelled the payment');
    expect(gatewayReason('Payment declined')).toBe('');
    expect(gatewayReason('')).toBe('');
    expect(gatewayReason(null)).toBe('');
  });
});
