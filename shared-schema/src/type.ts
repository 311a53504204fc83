/**
 * The TypeBox builders the contracts use, building the very schema TypeBox 1.4 builds (the same
 * JSON Schema keywords in the same order, and TypeBox's hidden `~kind` and `~optional` marks), so
 * the server's TypeBox compiler, the page's checker (./value.ts) and a snapshot see one schema.
 * TypeBox itself would be a large part of a page's first load, its builders alone many times
 * these (measured: shell/src/startup/README.md).
 * A builder not listed here fails at load, never silently; schema.test.ts holds every builder to
 * TypeBox's output on generated schemas.
 */
import type TypeBox from 'typebox';

export type Schema = Record<string, unknown>;
type Options = Record<string, unknown>;

const OPTIONAL = '~optional';

export const isOptional = (schema: Schema): boolean => schema[OPTIONAL] === true;

/** A hidden mark, as TypeBox sets it: not enumerable, so JSON and spreads leave it out. */
const mark = (schema: Schema, key: string, value: unknown): Schema =>
  Object.defineProperty(schema, key, { value, writable: true, enumerable: false, configurable: true });
const kind = (name: string, schema: Schema): Schema => mark(schema, '~kind', name);
const typeOf = (value: unknown) => (value === null ? 'null' : typeof value);

const builders = {
  String: (options: Options = {}): Schema => kind('String', { type: 'string', ...options }),
  Number: (options: Options = {}): Schema => kind('Number', { type: 'number', ...options }),
  Integer: (options: Options = {}): Schema => kind('Integer', { type: 'integer', ...options }),
  Boolean: (options: Options = {}): Schema => kind('Boolean', { type: 'boolean', ...options }),
  Null: (options: Options = {}): Schema => kind('Null', { type: 'null', ...options }),
  Unknown: (options: Options = {}): Schema => kind('Unknown', { ...options }),
  Literal: (value: unknown, options: Options = {}): Schema => kind('Literal', { type: typeOf(value), const: value, ...options }),
  Enum: (values: readonly unknown[] | Record<string, unknown>, options: Options = {}): Schema =>
    kind('Enum', { enum: Array.isArray(values) ? [...values] : Object.values(values), ...options }),
  /** The same schema marked optional: a copy, as TypeBox makes, keeping its kind. */
  Optional: (schema: Schema): Schema => mark(kind(schema['~kind'] as string, { ...schema }), OPTIONAL, true),
  Union: (anyOf: Schema[], options: Options = {}): Schema => kind('Union', { anyOf, ...options }),
  Intersect: (allOf: Schema[], options: Options = {}): Schema => kind('Intersect', { allOf, ...options }),
  Array: (items: Schema, options: Options = {}): Schema => kind('Array', { type: 'array', items, ...options }),
  Object: (properties: Record<string, Schema>, options: Options = {}): Schema => {
    const required = Object.keys(properties).filter((key) => !isOptional(properties[key]!));
    return kind('Object', { type: 'object', ...(required.length ? { required } : {}), properties, ...options });
  },
  /** Keys are strings on the wire: any key, its value checked. */
  Record: (_key: Schema, value: Schema, options: Options = {}): Schema =>
    kind('Record', { type: 'object', patternProperties: { '^.*$': value }, ...options }),
};

/** Typed as TypeBox's builders, so `Static` of a contract's schema is TypeBox's. */
export const Type = new Proxy(builders, {
  get(target, key) {
    if (typeof key !== 'string' || key in target) return target[key as keyof typeof builders];
    throw new Error(`Type.${key} is not in the production schema builders (shared-schema/src/type.ts: only the builders the contracts use)`);
  },
}) as unknown as typeof TypeBox;

export default Type;
