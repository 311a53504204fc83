/**
 * The TypeBox builders the contracts use, building plain JSON Schema, for production pages:
 * tooling/webpack.cjs puts this in place of `typebox` in production builds (TypeBox itself was
 * about 40 KB gz of the first load). Development, tests and the server use the real TypeBox;
 * lite.test.ts holds the two to the same answers. A builder not listed here fails at load in
 * the production-build browser tests, never silently.
 */
export type LiteSchema = Record<string, unknown>;
type Options = Record<string, unknown>;

const OPTIONAL = '~optional';

export const isOptional = (schema: LiteSchema): boolean => schema[OPTIONAL] === true;

const builders = {
  String: (options: Options = {}): LiteSchema => ({ ...options, type: 'string' }),
  Number: (options: Options = {}): LiteSchema => ({ ...options, type: 'number' }),
  Integer: (options: Options = {}): LiteSchema => ({ ...options, type: 'integer' }),
  Boolean: (options: Options = {}): LiteSchema => ({ ...options, type: 'boolean' }),
  Null: (options: Options = {}): LiteSchema => ({ ...options, type: 'null' }),
  Unknown: (options: Options = {}): LiteSchema => ({ ...options }),
  Literal: (value: unknown, options: Options = {}): LiteSchema => ({ ...options, const: value }),
  Enum: (values: readonly unknown[] | Record<string, unknown>, options: Options = {}): LiteSchema => ({
    ...options,
    enum: Array.isArray(values) ? [...values] : Object.values(values),
  }),
  Optional: (schema: LiteSchema): LiteSchema => ({ ...schema, [OPTIONAL]: true }),
  Union: (anyOf: LiteSchema[], options: Options = {}): LiteSchema => ({ ...options, anyOf }),
  Intersect: (allOf: LiteSchema[], options: Options = {}): LiteSchema => ({ ...options, allOf }),
  Array: (items: LiteSchema, options: Options = {}): LiteSchema => ({ ...options, type: 'array', items }),
  Object: (properties: Record<string, LiteSchema>, options: Options = {}): LiteSchema => ({
    ...options,
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !isOptional(properties[key]!)),
  }),
  /** Keys are strings on the wire: only the values are checked. */
  Record: (_key: LiteSchema, value: LiteSchema, options: Options = {}): LiteSchema => ({ ...options, type: 'object', values: value }),
};

const Type = new Proxy(builders, {
  get(target, key) {
    if (typeof key !== 'string' || key in target) return target[key as keyof typeof builders];
    throw new Error(`Type.${key} is not in the production schema builders (shared-events/src/lite/type.ts)`);
  },
});

export { Type };
export default Type;
