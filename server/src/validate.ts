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

/** What an enum or a constant allows, as the shopper's client would write it: 'so', 'en'. */
const listed = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/**
 * A union's refusal from its alternatives' own ('must match a schema in anyOf' says little): a union
 * of constants is 'must be one of: "so", "en"', one of types 'must be integer or null'; any other
 * keeps the validator's words.
 */
function unionSays(alternatives: Array<{ keyword: string; params: Record<string, unknown> }>, fallback: string): string {
  if (alternatives.length > 0 && alternatives.every((a) => a.keyword === 'const')) return `must be one of: ${listed(alternatives.map((a) => a.params.allowedValue))}`;
  if (alternatives.length > 0 && alternatives.every((a) => a.keyword === 'type')) return `must be ${alternatives.map((a) => a.params.type).join(' or ')}`;
  return fallback;
}

/**
 * 'limit must be integer; filters.min_price must be >= 0; language must be one of: "so", "en"'.
 * One message per field: for a union, what its alternatives allow (unionSays).
 */
export function describeErrors(schema: TSchema, value: unknown): string {
  const byPath = new Map<string, string>();
  const errors = [...validatorFor(schema).Errors(value)];
  for (const e of errors) {
    const where = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'params';
    const params = (e.params ?? {}) as Record<string, unknown>;
    const pattern = e.keyword === 'pattern' ? (params.pattern as string | undefined) : undefined;
    let says = (pattern && PATTERN_SAYS[pattern]) ?? e.message;
    if (e.keyword === 'enum' && Array.isArray(params.allowedValues)) says = `must be one of: ${listed(params.allowedValues)}`;
    if (e.keyword === 'anyOf') {
      // The alternatives' own errors at this field: schema paths one level inside this union.
      const inside = `${e.schemaPath}/anyOf/`;
      const alternatives = errors.filter((a) => a.instancePath === e.instancePath && a.schemaPath.startsWith(inside) && !a.schemaPath.slice(inside.length).includes('/'));
      says = unionSays(alternatives as Array<{ keyword: string; params: Record<string, unknown> }>, says);
    }
    byPath.set(where, `${where} ${says}`);
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

/** Half of a surrogate pair with no other half: JSON can carry it ('\\ud800'), text cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether any string in a parsed JSON value (a key or a value) is not well-formed Unicode. Such a
 * string would be stored as '\uFFFD' in its place ('a\ud800b' as 'a�b'): refused instead, with a
 * message, before anything is written. Iterative, as nestsDeeperThan.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return true;
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, child] of Object.entries(v)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** Null when `value` fits `schema`, otherwise 'Invalid params: …' (for routes outside JSON-RPC). */
export function invalidParams(schema: TSchema, value: unknown): string | null {
  return validatorFor(schema).Check(value) ? null : `Invalid params: ${describeErrors(schema, value)}`;
}
