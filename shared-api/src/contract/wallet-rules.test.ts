import Compile from 'typebox/compile';
import { walletBalance } from './wallet';
import { takesMobileMoney } from './wallet-rules';

const answer = { status: 'success' as const, balance: 4, formatted_balance: '$4.00', pending_recharges: 0 };

describe('takesMobileMoney', () => {
  test('false only when the balance says false; true when it says true', () => {
    expect(takesMobileMoney({ ...answer, mobile_money: false })).toBe(false);
    expect(takesMobileMoney({ ...answer, mobile_money: true })).toBe(true);
  });

  test("an older API's answer, without the field and valid by the contract, offers mobile money", () => {
    expect(Compile(walletBalance.result).Check(answer)).toBe(true);
    expect(takesMobileMoney(answer)).toBe(true);
  });
});
