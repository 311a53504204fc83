import { setLanguage } from 'shared-ui';
import { unavailableText } from './unavailableText';

afterAll(() => setLanguage('en'));

describe("a line the shop cannot sell, in the page's words", () => {
  test.each([
    ['en', { reason: 'out_of_stock' as const, available: 2 }, 'Only 2 left'],
    ['en', { reason: 'out_of_stock' as const, available: 0 }, 'Out of stock'],
    ['en', { reason: 'not_found' as const, available: 0 }, 'No longer sold'],
    ['so', { reason: 'out_of_stock' as const, available: 2 }, '2 keliya ayaa haray'],
    ['so', { reason: 'out_of_stock' as const, available: 0 }, 'Kaydka waa ka dhammaaday'],
    ['so', { reason: 'not_found' as const, available: 0 }, 'Lama iibiyo mar dambe'],
  ])('%s: %o reads %p', (language, line, text) => {
    setLanguage(language as 'en' | 'so');
    expect(unavailableText(line)).toBe(text);
  });
});
