import { createApiClient } from './client';
import { isApiError } from './errors';
import { fakeServer } from './fake-server';

const failing = (status: number, result: Record<string, unknown>) =>
  createApiClient({ fetch: fakeServer(() => ({ status, body: { jsonrpc: '2.0', id: 1, result } })).fetch });

describe('business errors', () => {
  test('keep the further fields of the error result as details', async () => {
    const client = failing(403, { status: 'error', code: 'not_verified', message: 'Please verify your account.', user_id: 12, requires_verification: true });
    const err: unknown = await client.call('login', { email: 'a@b.so', password: 'x' }).catch((e: unknown) => e);
    expect(isApiError(err) && err.details).toEqual({ user_id: 12, requires_verification: true });
    expect(isApiError(err) && err.code).toBe('not_verified');
  });

  test('have no details when the result holds only status, message and code', async () => {
    const client = failing(401, { status: 'error', code: 'invalid_credentials', message: 'Invalid' });
    const err: unknown = await client.call('login', { email: 'a@b.so', password: 'x' }).catch((e: unknown) => e);
    expect(isApiError(err) && err.message).toBe('Invalid');
    expect(isApiError(err) && err.details).toBeUndefined();
  });
});
