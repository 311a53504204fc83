/**
 * Test helpers (never imported by shipped code): a schema as TypeBox sees it, hidden marks
 * included, and where the checker (./value.ts) and TypeBox's disagree on values near a schema.
 */
import type { TSchema } from 'typebox';
import TypeBoxValue from 'typebox/value';
import Value from './value';

/** The schema's keys in order, with TypeBox's hidden marks (`~kind`, `~optional`) written out. */
export function shapeOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(shapeOf);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.getOwnPropertyNames(schema).map((key) => {
    const hidden = !Object.getOwnPropertyDescriptor(schema, key)!.enumerable;
    return [hidden ? `hidden ${key}` : key, shapeOf((schema as Record<string, unknown>)[key])];
  });
}

const PRIMITIVES: unknown[] = [
  undefined, null, true, false, 0, 1, -1, 1.5, NaN, Infinity, '', 'a', 'abcdefgh', 'abcdefghi', 'a b', 'é', '😀😀😀😀😀😀😀😀',
  'success', 'default', [], [1], ['a'], [1, 'a'], {}, { a: 1 }, { id: 1 }, { id: 'x', quantity: 2 }, { id: 1, quantity: 0 },
];

/** Values near the schema: a valid one from TypeBox, then each property removed, undefined or of another type. */
export function valuesNear(schema: TSchema): unknown[] {
  const values = [...PRIMITIVES];
  let valid: unknown;
  try {
    valid = TypeBoxValue.Create(schema);
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

/** 'name: value should be true' for each value near each schema where the two checkers answer differently. */
export function disagreements(schemas: Record<string, TSchema>): string[] {
  const out: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    for (const value of valuesNear(schema)) {
      const expected = TypeBoxValue.Check(schema, value);
      if (Value.Check(schema, value) !== expected) out.push(`${name}: ${JSON.stringify(value)} should be ${expected}`);
    }
  }
  return out;
}
