import { act, renderHook, waitFor } from '@testing-library/react';
import { resetBusForTests } from 'shared-events';
import { addressesChanged } from 'shared-events/definitions';
import { setLanguage } from 'shared-ui';
import { fakeShop } from './testing/fakeShop';
import { useAddressBook } from './useAddressBook';

beforeAll(() => setLanguage('en'));

function listenToBus() {
  const heard: { count: number }[] = [];
  resetBusForTests().on(addressesChanged).subscribe((p) => heard.push(p));
  return heard;
}

describe('useAddressBook', () => {
  test('loads the addresses and the default, loading first', async () => {
    fakeShop([{ district: 'Hodan' }, { district: 'Wadajir', is_default: true }]);
    const { result } = renderHook(() => useAddressBook());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.addresses.map((a) => a.district)).toEqual(['Hodan', 'Wadajir']);
    expect(result.current.defaultId).toBe(2);
    expect(result.current.error).toBeNull();
  });

  test('a failed load is an error with a message, and reload recovers', async () => {
    const shop = fakeShop([{ district: 'Hodan' }]);
    shop.failNext('/api/user/addresses', 'network');
    const { result } = renderHook(() => useAddressBook());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatch(/Unable to connect to the server/);
    await act(() => result.current.reload());
    expect(result.current.status).toBe('ready');
    expect(result.current.addresses).toHaveLength(1);
  });

  test('remove deletes by id (digits), gives the fresh list and announces the new count', async () => {
    const shop = fakeShop([{ district: 'Hodan' }, { district: 'Wadajir' }]);
    const heard = listenToBus();
    const { result } = renderHook(() => useAddressBook());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.remove(1));
    expect(shop.seen()).toContain('POST /api/user/address/1/delete');
    expect(shop.requests.find((r) => r.path === '/api/user/address/1/delete')?.body?.params).toEqual({ id: '1' });
    expect(result.current.addresses.map((a) => a.district)).toEqual(['Wadajir']);
    expect(result.current.defaultId).toBe(2);
    expect(heard).toEqual([{ count: 1 }]);
    await act(() => result.current.remove(2));
    expect(result.current.addresses).toEqual([]);
    expect(heard).toEqual([{ count: 1 }, { count: 0 }]);
  });

  test('setDefault sends is_default true with addressUpdate and the list follows', async () => {
    const shop = fakeShop([{ district: 'Hodan' }, { district: 'Wadajir' }]);
    const heard = listenToBus();
    const { result } = renderHook(() => useAddressBook());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.setDefault(2));
    const put = shop.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/user/address/2');
    expect(put.body?.params).toEqual({ id: '2', is_default: true });
    expect(result.current.defaultId).toBe(2);
    expect(result.current.addresses.find((a) => a.id === 2)?.is_default).toBe(true);
    expect(heard).toEqual([{ count: 2 }]);
  });

  test("a refused delete rejects with the server's message and changes nothing", async () => {
    const shop = fakeShop([{ district: 'Hodan' }]);
    const heard = listenToBus();
    const { result } = renderHook(() => useAddressBook());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    shop.failNext('/api/user/address/1/delete', { status: 404, body: { jsonrpc: '2.0', id: 1, result: { status: 'error', message: 'Address not found', code: 'not_found' } } });
    await expect(act(() => result.current.remove(1))).rejects.toThrow('Address not found');
    expect(result.current.addresses).toHaveLength(1);
    expect(heard).toEqual([]);
  });
});
