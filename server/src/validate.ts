import type { TSchema } from 'typebox';
import Compile from 'typebox/compile';
import type { Validator } from 'typebox/compile';
import { MULTILINE_PATTERN, TEXT_PATTERN } from './contract';

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

/** The contract's text patterns in words ('must match pattern ^[^\u0000-…' says little). */
const PATTERN_SAYS: Record<string, string> = {
  [TEXT_PATTERN]: 'must not contain control characters (line breaks, tabs, NUL)',
  [MULTILINE_PATTERN]: 'must not contain control characters other than line breaks and tabs',
};

/**
 * 'limit must be integer; filters.min_price must be >= 0'. One message per field: for a union the
 * last error ('must match a schema in anyOf') says it best.
 */
export function describeErrors(schema: TSchema, value: unknown): string {
  const byPath = new Map<string, string>();
  for (const e of validatorFor(schema).Errors(value)) {
    const where = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'params';
    const pattern = e.keyword === 'pattern' ? (e.params as { pattern?: string }).pattern : undefined;
    byPath.set(where, `${where} ${(pattern && PATTERN_SAYS[pattern]) ?? e.message}`);
  }
  return [...byPath.values()].join('; ') || 'params do not match the schema';
}

/**
 * Whether a parsed JSON value nests deeper than `max` arrays and objects. Iterative on purpose:
 * the point is to refuse '[[[[…]]]]' of a megabyte before anything recursive (cloning, schema
 * checks, error messages) walks it and runs out of stack.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** Null when `value` fits `schema`, otherwise 'Invalid params: …' (for routes outside JSON-RPC). */
export function invalidParams(schema: TSchema, value: unknown): string | null {
  return validatorFor(schema).Check(value) ? null : `Invalid params: ${describeErrors(schema, value)}`;
}
