import type { ApiClient } from 'shared-api';
import { startProductUpdates } from './productUpdates';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('changes in the catalogue clear the cached product answers; the updates call is never cached', async () => {
  const call = jest.fn(async () => ({
    status: 'success',
    updates: [{ action: 'delete', product: { id: 3 } }],
    timestamp: 'x',
    has_more: false,
  }));
  const clearCache = jest.fn();
  const client = { call, clearCache } as unknown as ApiClient;
  const stop = startProductUpdates(client);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(call).toHaveBeenCalledWith(
    'productUpdates',
    { timestamp: expect.any(Number) },
    { fresh: true },
  );
  expect(clearCache.mock.calls.map(([name]) => name).sort()).toEqual([
    'homepageSection',
    'homepageSections',
    'product',
    'products',
    'searchProducts',
  ]);
  stop();
  await jest.advanceTimersByTimeAsync(10 * 60_000);
  expect(call).toHaveBeenCalledTimes(1);
});
