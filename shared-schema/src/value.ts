/**
 * Check and Errors of `typebox/value` for the schemas of ./type.ts, in the pages and their tests
 * (the server compiles the same schemas with TypeBox). Same rules as TypeBox 1.4: numbers are
 * finite, lengths count code points, patterns are Unicode, optional properties may hold
 * undefined, other properties are allowed. schema.test.ts holds it to TypeBox's answers.
 */
import { isOptional, type Schema } from './type';

export interface SchemaError {
  instancePath: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const codePoints = (s: string) => [...s].length;

const TYPES: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  object: isObject,
  array: (v) => Array.isArray(v),
};

/** TypeBox's rule: within 1e-10 of a multiple (so 0.3 is a multiple of 0.1). */
const multipleOf = (value: number, divisor: number) => {
  const mod = value % divisor;
  return Math.min(Math.abs(mod), Math.abs(mod - divisor), Math.abs(mod + divisor)) < 1e-10;
};

const patterns = new Map<string, RegExp>();
const regexp = (source: string) => {
  let r = patterns.get(source);
  if (!r) patterns.set(source, (r = new RegExp(source, 'u')));
  return r;
};

/** Pushes the reasons `value` breaks `schema`; returns false at the first one when `all` is false. */
function walk(schema: Schema, value: unknown, path: string, out: SchemaError[], all: boolean): boolean {
  const fail = (message: string) => {
    out.push({ instancePath: path, message });
    return false;
  };
  const s = schema as Record<string, never>;
  if (s.type !== undefined && !TYPES[s.type]?.(value)) return fail(`must be ${s.type}`);
  if ('const' in s && value !== s.const) return fail(`must be equal to constant ${JSON.stringify(s.const)}`);
  if (s.enum && !(s.enum as unknown[]).includes(value)) return fail('must be one of the allowed values');
  if (s.anyOf && !(s.anyOf as Schema[]).some((x) => walk(x, value, path, [], false))) return fail('must match a schema in anyOf');
  let ok = true;
  /** Checks a part; false means stop here (first failure, when not collecting all). */
  const part = (x: Schema, v: unknown, p: string): boolean => {
    if (walk(x, v, p, out, all)) return true;
    ok = false;
    return all;
  };
  const missing = (p: string, message: string): boolean => {
    out.push({ instancePath: p, message });
    ok = false;
    return all;
  };
  if (s.allOf) for (const x of s.allOf as Schema[]) if (!part(x, value, path)) return false;
  if (typeof value === 'string') {
    if (s.minLength !== undefined && codePoints(value) < s.minLength) return fail(`must not have fewer than ${s.minLength} characters`);
    if (s.maxLength !== undefined && codePoints(value) > s.maxLength) return fail(`must not have more than ${s.maxLength} characters`);
    if (s.pattern !== undefined && !regexp(s.pattern).test(value)) return fail(`must match pattern ${s.pattern}`);
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) return fail(`must be >= ${s.minimum}`);
    if (s.maximum !== undefined && value > s.maximum) return fail(`must be <= ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined && value <= s.exclusiveMinimum) return fail(`must be > ${s.exclusiveMinimum}`);
    if (s.exclusiveMaximum !== undefined && value >= s.exclusiveMaximum) return fail(`must be < ${s.exclusiveMaximum}`);
    if (s.multipleOf !== undefined && !multipleOf(value, s.multipleOf)) return fail(`must be multiple of ${s.multipleOf}`);
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return fail(`must not have fewer than ${s.minItems} items`);
    if (s.maxItems !== undefined && value.length > s.maxItems) return fail(`must not have more than ${s.maxItems} items`);
    if (s.items) {
      for (let i = 0; i < value.length; i++) {
        if (!part(s.items, value[i], `${path}/${i}`)) return false;
      }
    }
  }
  if (isObject(value)) {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    for (const key of (s.required ?? []) as string[]) {
      if (!(key in value) && !missing(path, `must have required property '${key}'`)) return false;
    }
    for (const [key, child] of Object.entries(properties)) {
      if (!(key in value)) continue;
      if (value[key] === undefined && isOptional(child)) continue;
      if (!part(child, value[key], `${path}/${key}`)) return false;
    }
    if (s.additionalProperties === false) {
      for (const key of Object.keys(value)) {
        if (!(key in properties) && !missing(`${path}/${key}`, 'must not have additional properties')) return false;
      }
    }
    if (s.patternProperties) {
      for (const [source, child] of Object.entries(s.patternProperties as Record<string, Schema>)) {
        for (const [key, v] of Object.entries(value)) {
          if (regexp(source).test(key) && !part(child, v, `${path}/${key}`)) return false;
        }
      }
    }
  }
  return ok;
}

/** A schema the builders built (typed by TypeBox's types, see ./type.ts). */
type Built = object;

export const Value = {
  Check: (schema: Built, value: unknown): boolean => walk(schema as Schema, value, '', [], false),
  Errors: (schema: Built, value: unknown): SchemaError[] => {
    const out: SchemaError[] = [];
    walk(schema as Schema, value, '', out, true);
    return out;
  },
};

export default Value;
