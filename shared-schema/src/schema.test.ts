import fc from 'fast-check';
import TypeBox, { type TSchema } from 'typebox';
import TypeBoxValue from 'typebox/value';
import { disagreements, shapeOf } from './compare';
import { Type, type Schema } from './type';
import Value from './value';

type Builder = typeof TypeBox;
/** A schema written once, built by either library. */
type Recipe = (T: Builder) => TSchema;

/** Every builder and option the contracts use. */
const cases = (T: Builder) => ({
  slug: T.String({ minLength: 1, maxLength: 8, pattern: '^[A-Za-z0-9_-]+$' }),
  price: T.Number({ minimum: 0 }),
  page: T.Integer({ minimum: 1, maximum: 10, default: 1 }),
  flag: T.Boolean(),
  nothing: T.Null(),
  anything: T.Unknown(),
  success: T.Literal('success'),
  sort: T.Enum(['default', 'price_asc'] as const),
  id: T.Union([T.Integer(), T.String({ minLength: 1 })]),
  list: T.Array(T.Integer()),
  record: T.Record(T.String(), T.Array(T.String())),
  line: T.Object({
    id: T.Union([T.Integer(), T.String({ minLength: 1 })]),
    quantity: T.Integer({ minimum: 1 }),
    image: T.Optional(T.String()),
    seller: T.Optional(T.Union([T.String(), T.Null()])),
  }),
  both: T.Intersect([T.Object({ id: T.Integer() }), T.Object({ quantity: T.Integer({ minimum: 1 }) })]),
  nested: T.Object({ status: T.Literal('success'), products: T.Array(T.Object({ id: T.Integer(), name: T.String() })) }),
});

const opt = <A>(a: fc.Arbitrary<A>) => fc.option(a, { nil: undefined });
/** Options with no undefined values (TypeBox and the builders copy every key given). */
const options = <T extends Record<string, fc.Arbitrary<unknown>>>(parts: T) =>
  fc.record(Object.fromEntries(Object.entries(parts).map(([k, a]) => [k, opt(a)]))).map((o) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)),
  );
const KEYS = ['id', 'name', 'quantity', 'image', 'é', '0'];

const leaf: fc.Arbitrary<Recipe> = fc.oneof(
  options({ minLength: fc.nat(4), maxLength: fc.nat(6), pattern: fc.constantFrom('^[a-z]+$', '^[A-Za-z0-9_-]+$', '^\\p{L}+$', 'b') }).map(
    (o) => (T: Builder) => T.String(o),
  ),
  options({ minimum: fc.integer({ min: -3, max: 3 }), maximum: fc.integer({ min: -3, max: 3 }), exclusiveMinimum: fc.integer({ min: -3, max: 3 }), multipleOf: fc.constantFrom(2, 0.5) }).chain(
    (o) => fc.constantFrom<Recipe>((T) => T.Number(o), (T) => T.Integer(o)),
  ),
  fc.constantFrom<Recipe>((T) => T.Boolean(), (T) => T.Null(), (T) => T.Unknown()),
  fc.constantFrom('a', '', 1, 0, true, false).map((v) => (T: Builder) => T.Literal(v)),
  fc.uniqueArray(fc.constantFrom('a', 'b', 1, 2), { minLength: 1, maxLength: 3 }).map((vs) => (T: Builder) => T.Enum(vs)),
);

const { node: recipe } = fc.letrec<{ node: Recipe; object: Recipe }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.tuple(tie('node'), options({ minItems: fc.nat(2), maxItems: fc.nat(3) })).map(([items, o]) => (T: Builder) => T.Array(items(T), o)),
    tie('object'),
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((parts) => (T: Builder) => T.Union(parts.map((p) => p(T)))),
    tie('node').map((value) => (T: Builder) => T.Record(T.String(), value(T))),
    fc.array(tie('object'), { minLength: 2, maxLength: 2 }).map((parts) => (T: Builder) => T.Intersect(parts.map((p) => p(T)))),
    tie('node').map((inner) => (T: Builder) => T.Optional(inner(T))),
  ),
  object: fc
    .tuple(fc.dictionary(fc.constantFrom(...KEYS), fc.tuple(tie('node'), fc.boolean()), { maxKeys: 4 }), options({ additionalProperties: fc.constant(false) }))
    .map(([properties, o]) => (T: Builder) =>
      T.Object(Object.fromEntries(Object.entries(properties).map(([k, [p, optional]]) => [k, optional ? T.Optional(p(T)) : p(T)])), o),
    ),
}));

/** Every place in a value (its own root, each item, each property), as paths of keys. */
function placesIn(value: unknown, at: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [at];
  return [at, ...Object.keys(value).flatMap((k) => placesIn((value as Record<string, unknown>)[k], [...at, k]))];
}

/** `value` with the thing at one of its places replaced by `other` (or removed, when `drop`). */
function changed(value: unknown, pick: number, other: unknown, drop: boolean): unknown {
  const places = placesIn(value);
  const path = places[pick % places.length]!;
  if (path.length === 0) return other;
  const copy = structuredClone(value) as Record<string, unknown>;
  let parent = copy;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (drop && !Array.isArray(parent)) delete parent[last];
  else parent[last] = other;
  return copy;
}

const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(undefined, NaN, Infinity, -0, 5e-324, 0.1, 0.3, 1.5, '😀', 'é', [], {}), fc.double());

/** A schema and values near it: TypeBox's valid value for it, that value with one place changed, and anything. */
const schemaAndValues = recipe.chain((r) => {
  let valid: unknown;
  try {
    valid = TypeBoxValue.Create(r(TypeBox));
  } catch {
    valid = undefined; // a pattern TypeBox cannot fill in: other values only
  }
  const near = fc.tuple(fc.nat(), anyValue, fc.boolean()).map(([pick, other, drop]) => changed(valid, pick, other, drop));
  return fc.tuple(fc.constant(r), fc.array(fc.oneof(fc.constant(valid), near, anyValue), { minLength: 1, maxLength: 8 }));
});

test('the builders build the very schema TypeBox builds, hidden marks and key order included, on every builder the contracts use', () => {
  const ours = cases(Type);
  const theirs = cases(TypeBox);
  for (const name of Object.keys(theirs) as (keyof typeof theirs)[]) expect([name, shapeOf(ours[name])]).toEqual([name, shapeOf(theirs[name])]);
});

test('on generated schemas, the builders build what TypeBox builds', () => {
  fc.assert(fc.property(recipe, (r) => expect(shapeOf(r(Type))).toEqual(shapeOf(r(TypeBox)))), { numRuns: 400 });
});

test("on generated schemas and values, the checker answers as TypeBox's Value.Check, and Errors is empty exactly when it passes", () => {
  fc.assert(
    fc.property(schemaAndValues, ([r, values]) => {
      const ours = r(Type);
      const theirs = r(TypeBox);
      for (const value of values) {
        const expected = TypeBoxValue.Check(theirs, value);
        expect([value, Value.Check(ours, value)]).toEqual([value, expected]);
        expect([value, Value.Errors(ours, value).length === 0]).toEqual([value, expected]);
      }
    }),
    { numRuns: 400 },
  );
});

test('the checker answers as TypeBox on values near every case the contracts use', () => {
  expect(disagreements(cases(Type) as unknown as Record<string, TSchema>)).toEqual([]);
});

test('Errors says where and why a value breaks the schema, and nothing for a valid one', () => {
  const line = cases(Type).line as unknown as Schema;
  expect(Value.Errors(line, { id: 1, quantity: 1 })).toEqual([]);
  expect(Value.Errors(line, { id: 1, quantity: 0, image: 3 })).toEqual([
    { instancePath: '/quantity', message: 'must be >= 1' },
    { instancePath: '/image', message: 'must be string' },
  ]);
  expect(Value.Errors(line, { quantity: 1 })).toEqual([{ instancePath: '', message: "must have required property 'id'" }]);
});

test('a builder the production pages do not have fails loudly at load', () => {
  expect(() => (Type as unknown as Record<string, () => unknown>).Tuple!()).toThrow('Type.Tuple is not in the production schema builders');
});
