import fc from 'fast-check';
import { validArb } from './bad-params';

describe('valid-shaped params from a schema', () => {
  test('a text field whose pattern few strings match is generated from the pattern, not searched for', () => {
    // A product image's width (`^(160|320|480|600)$`): filtering random text down to it never ends.
    const widths = validArb({ type: 'string', maxLength: 4, pattern: '^(160|320|480|600)$' });
    const values = fc.sample(widths, { numRuns: 40, seed: 1 });
    expect(values).toHaveLength(40);
    for (const value of values) expect(value).toMatch(/^(160|320|480|600)$/);
  });

  test('a text field without a pattern still gets free text within its length', () => {
    const values = fc.sample(validArb({ type: 'string', minLength: 2, maxLength: 5 }), { numRuns: 40, seed: 1 });
    for (const value of values) expect([...(value as string)].length).toBeGreaterThanOrEqual(1);
    expect(new Set(values).size).toBeGreaterThan(5);
  });
});
