import RealType, { type TSchema } from 'typebox';
import { events as realEvents } from '../events';
import LiteType, { type LiteSchema } from './type';
import LiteValue from './value';
import { disagreements } from './compare';

type Builder = typeof RealType;

/** Every builder and option the contracts use, built by either library. */
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

/** The bus contract built with the production builders instead of TypeBox. */
function liteEvents(): typeof realEvents {
  let loaded: typeof realEvents | undefined;
  jest.isolateModules(() => {
    jest.doMock('typebox', () => ({ __esModule: true, default: LiteType, Type: LiteType }));
    loaded = (jest.requireActual('../events') as { events: typeof realEvents }).events;
  });
  jest.dontMock('typebox');
  return loaded!;
}

test('the production builders and checker answer as TypeBox on every builder and option the contracts use', () => {
  const real = cases(RealType) as unknown as Record<string, TSchema>;
  const lite = cases(LiteType as unknown as Builder) as unknown as Record<string, LiteSchema>;
  expect(disagreements(real, lite)).toEqual([]);
});

test('the bus contract checks the same payloads and results in production as in development', () => {
  const lite = liteEvents();
  const pick = (events: typeof realEvents, part: 'payload' | 'result') =>
    Object.fromEntries(Object.entries(events).map(([name, def]) => [`${name} ${part}`, def[part]]));
  const real = { ...pick(realEvents, 'payload'), ...pick(realEvents, 'result') } as Record<string, TSchema>;
  const built = { ...pick(lite, 'payload'), ...pick(lite, 'result') } as unknown as Record<string, LiteSchema>;
  expect(Object.keys(built).sort()).toEqual(Object.keys(real).sort());
  expect(disagreements(real, built)).toEqual([]);
});

test('Errors says where and why a value breaks the schema, and nothing for a valid one', () => {
  const line = cases(LiteType as unknown as Builder).line as unknown as LiteSchema;
  expect(LiteValue.Errors(line, { id: 1, quantity: 1 })).toEqual([]);
  expect(LiteValue.Errors(line, { id: 1, quantity: 0, image: 3 })).toEqual([
    { instancePath: '/quantity', message: 'must be >= 1' },
    { instancePath: '/image', message: 'must be string' },
  ]);
  expect(LiteValue.Errors(line, { quantity: 1 })).toEqual([{ instancePath: '', message: "must have required property 'id'" }]);
});

test('a builder the production pages do not have fails loudly at load', () => {
  expect(() => (LiteType as unknown as Record<string, () => unknown>).Tuple!()).toThrow('Type.Tuple is not in the production schema builders');
});
