import type { TSchema } from 'typebox';
import { calls as realCalls } from '../contract';
import { disagreements } from '../../../shared-events/src/lite/compare';
import LiteType, { type LiteSchema } from '../../../shared-events/src/lite/type';

/** The contract as production pages build it: tooling/webpack.cjs swaps TypeBox for the lite builders. */
function liteCalls(): typeof realCalls {
  let loaded: typeof realCalls | undefined;
  jest.isolateModules(() => {
    jest.doMock('typebox', () => ({ __esModule: true, default: LiteType, Type: LiteType }));
    loaded = (jest.requireActual('../contract') as { calls: typeof realCalls }).calls;
  });
  jest.dontMock('typebox');
  return loaded!;
}

test('every call checks the same params and results in production as in development', () => {
  const lite = liteCalls();
  const pick = (calls: typeof realCalls, part: 'params' | 'result') =>
    Object.fromEntries(Object.entries(calls).map(([name, def]) => [`${name} ${part}`, def[part]]));
  const real = { ...pick(realCalls, 'params'), ...pick(realCalls, 'result') } as Record<string, TSchema>;
  const built = { ...pick(lite, 'params'), ...pick(lite, 'result') } as unknown as Record<string, LiteSchema>;
  expect(Object.keys(built).sort()).toEqual(Object.keys(real).sort());
  expect(Object.keys(built).length).toBeGreaterThan(10);
  expect(disagreements(real, built)).toEqual([]);
});
