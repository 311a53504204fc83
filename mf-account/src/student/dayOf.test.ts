import { dayOf } from './dayOf';

test('the valid-until day reads the same in every browser, in Somali and English (UTC)', () => {
  expect(dayOf('2027-11-24T23:30:00.000Z', 'en')).toBe('24 Nov 2027');
  expect(dayOf('2027-11-24T23:30:00.000Z', 'so')).toBe('24 Nofembar 2027');
  expect(dayOf('2028-01-01T00:00:00.000Z', 'so')).toBe('1 Jannaayo 2028');
});
