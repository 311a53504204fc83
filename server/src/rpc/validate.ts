import type { TSchema } from 'typebox';
import Compile from 'typebox/compile';
import type { Validator } from 'typebox/compile';

const cache = new WeakMap<TSchema, Validator>();

/** Compiled once per schema: the contract's schemas are module constants. */
export function validatorFor(schema: TSchema): Validator {
  let v = cache.get(schema);
  if (!v) {
    v = Compile(schema) as unknown as Validator;
    cache.set(schema, v);
  }
  return v;
}

/**
 * 'limit must be integer; filters.min_price must be >= 0'. One message per field: for a union the
 * last error ('must match a schema in anyOf') says it best.
 */
export function describeErrors(schema: TSchema, value: unknown): string {
  const byPath = new Map<string, string>();
  for (const e of validatorFor(schema).Errors(value)) {
    const where = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'params';
    byPath.set(where, `${where} ${e.message}`);
  }
  return [...byPath.values()].join('; ') || 'params do not match the schema';
}
