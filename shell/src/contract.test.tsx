// The shell's side of the contract, against the workspace's and the live contract: what its
// session publishes (session:changed, toast:show) fits, and every module it loads from a
// remote is one that remote exposes.
import { act, render, renderHook, screen } from '@testing-library/react';
import { getBus, resetBusForTests, type BusLogEntry } from 'shared-events';
import { contractsUnderTest, refusal, sourceTexts } from '../../scripts/contract/check';
import { describeAppContract } from '../../scripts/contract/remoteSuite';
import { ROUTES } from './routing/routeTable';
import { Session, type SessionDeps } from './session/session';
import { useCartCount } from './layout/useCartCount';
import { Toaster } from './toasts/Toaster';

describeAppContract('shell');

/** Remote modules the shell loads: each routed remote's ./app, and the services and fragments it names. */
function loadedModules(): string[] {
  const found = new Set(ROUTES.map((r) => `${r.remote} ./app`));
  for (const source of sourceTexts(__dirname)) {
    for (const m of source.matchAll(/(?:loadRemoteModule|remoteServices\.start)(?:<.*?>)?\('(mf-[a-z]+)', '([a-z-]+)'/g)) found.add(`${m[1]} ./${m[2]}`);
    for (const m of source.matchAll(/remote="(mf-[a-z]+)"\s+module="([a-z-]+)"/g)) found.add(`${m[1]} ./${m[2]}`);
  }
  return [...found].sort();
}

function sessionMessages(): BusLogEntry[] {
  const bus = resetBusForTests();
  const log: BusLogEntry[] = [];
  bus.log$.subscribe((e) => log.push(e));
  const api = { call: jest.fn(() => new Promise(() => undefined)), configure: jest.fn(), clearCache: jest.fn() } as unknown as SessionDeps['api'];
  const session = new Session({ api, bus, now: () => Date.now(), currentPath: () => '/cart' });
  session.setNavigate(() => undefined);
  session.start();
  session.loggedInWith({ token: 'tok', user_id: 5, name: 'Amina' } as never, { redirect: false });
  session.expire();
  session.dispose();
  return log;
}

describe.each(contractsUnderTest().map((c) => [c.label, c.snapshot] as const))('the shell against the %s contract', (_label, contract) => {
  test('every module the shell loads is exposed by its remote', () => {
    const modules = loadedModules();
    expect(modules).toEqual(expect.arrayContaining(['mf-checkout ./cart-service', 'mf-catalogue ./search-box', 'mf-catalogue ./app']));
    expect(modules.filter((m) => !(contract.exposes[m.split(' ')[0]!] ?? []).includes(m.split(' ')[1]!))).toEqual([]);
  });

  test('what its session publishes fits the contract', () => {
    const log = sessionMessages();
    expect(log.map((e) => e.name)).toEqual(expect.arrayContaining(['session:changed', 'toast:show']));
    for (const e of log) expect(refusal(contract, e.name, e.version, e.payload)).toBeNull();
  });

  test('as the owner of toast:show, it shows every example of every version the contract lists', () => {
    resetBusForTests();
    render(<Toaster />);
    for (const [version, known] of Object.entries(contract.events['toast:show']!.versions)) {
      for (const example of known.examples as { message: string }[]) {
        act(() => getBus().emit('toast:show', example as never));
        expect([version, screen.getByText(example.message)]).toEqual([version, expect.anything()]);
      }
    }
  });

  test('as a listener of cart:changed, the header badge reads every example the contract lists', () => {
    resetBusForTests();
    const { result } = renderHook(() => useCartCount());
    for (const known of Object.values(contract.events['cart:changed']!.versions)) {
      for (const example of known.examples as { count: number }[]) {
        act(() => getBus().publish('cart:changed', example as never));
        expect(result.current).toBe(example.count);
      }
    }
  });
});
