/**
 * Test helper (never imported by shipped code): where the production checker and TypeBox
 * disagree on values near each schema.
 */
import type { TSchema } from 'typebox';
import RealValue from 'typebox/value';
import type { LiteSchema } from './type';
import LiteValue from './value';

const PRIMITIVES: unknown[] = [
  undefined, null, true, false, 0, 1, -1, 1.5, NaN, Infinity, '', 'a', 'abcdefgh', 'abcdefghi', 'a b', 'é', '😀😀😀😀😀😀😀😀',
  'success', 'default', [], [1], ['a'], [1, 'a'], {}, { a: 1 }, { id: 1 }, { id: 'x', quantity: 2 }, { id: 1, quantity: 0 },
];

/** Values near the schema: a valid one from TypeBox, then each property removed, undefined or of another type. */
function corpus(schema: TSchema): unknown[] {
  const values = [...PRIMITIVES];
  let valid: unknown;
  try {
    valid = RealValue.Create(schema);
  } catch {
    return values;
  }
  values.push(valid);
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    for (const key of Object.keys(valid)) {
      const { [key]: _dropped, ...rest } = valid as Record<string, unknown>;
      values.push(rest);
      for (const other of [undefined, null, 'x', '', 1, -1, 1.5, true, [], {}]) values.push({ ...valid, [key]: other });
    }
  }
  return values;
}

export function disagreements(real: Record<string, TSchema>, lite: Record<string, LiteSchema>): string[] {
  const out: string[] = [];
  for (const [name, schema] of Object.entries(real)) {
    for (const value of corpus(schema)) {
      const expected = RealValue.Check(schema, value);
      if (LiteValue.Check(lite[name]!, value) !== expected) out.push(`${name}: ${JSON.stringify(value)} should be ${expected}`);
    }
  }
  return out;
}
