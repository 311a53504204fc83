// mf-checkout's side of the contract, against the workspace's and the live shell's: as the owner
// of cart:*, its cart service answers every version the contract lists (cart:add v1 and v2
// side by side) with a result that fits; what it publishes (cart:changed, toast:show) fits.
import { renderHook, waitFor } from '@testing-library/react';
import { getBus, resetBusForTests, type BusLogEntry } from 'shared-events';
import { setLanguage } from 'shared-ui';
import { contractsUnderTest, examplesOwnedBy, refusal } from '../../scripts/contract/check';
import { describeAppContract } from '../../scripts/contract/remoteSuite';
import { startCartService } from './cart/service';
import { useCartCommands } from './cart/useCartCommands';

describeAppContract('mf-checkout');

describe.each(contractsUnderTest().map((c) => [c.label, c.snapshot] as const))('mf-checkout as an owner, against the %s contract', (_label, contract) => {
  let stop: () => void;
  let log: BusLogEntry[];
  beforeEach(() => {
    setLanguage('en');
    localStorage.clear();
    log = [];
    resetBusForTests().log$.subscribe((e) => log.push(e));
    stop = startCartService();
  });
  afterEach(() => stop());

  test('the cart service answers every example of every version of the commands it owns', async () => {
    const examples = examplesOwnedBy(contract, 'mf-checkout');
    expect(examples.map((x) => `${x.name} v${x.version}`)).toEqual(expect.arrayContaining(['cart:add v1', 'cart:clear v1']));
    for (const { name, version, payload } of examples) {
      const result = await getBus().send(name as 'cart:clear', payload as never, { version, waitMs: 50 });
      expect([name, version, refusal(contract, name, version, result, 'result')]).toEqual([name, version, null]);
    }
  });

  test('what it publishes meanwhile (cart:changed, toasts) fits the contract', async () => {
    for (const { name, version, payload } of examplesOwnedBy(contract, 'mf-checkout')) {
      await getBus().send(name as 'cart:clear', payload as never, { version, waitMs: 50 });
    }
    const published = log.filter((e) => e.kind === 'state' || e.kind === 'event');
    expect(published.map((e) => e.name)).toEqual(expect.arrayContaining(['cart:changed', 'toast:show']));
    for (const e of published) expect(refusal(contract, e.name, e.version, e.payload)).toBeNull();
  });

  test("the cart page's commands (as a sender) fit the contract at the version they name", async () => {
    const { result } = renderHook(() => useCartCommands());
    const line = { id: 7, name: 'Saabuun', price: 2.5, quantity: 2, variant_id: 'large' };
    result.current.increase(line);
    result.current.decrease(line);
    result.current.remove(line);
    result.current.clear();
    await waitFor(() => expect(log.filter((e) => e.kind === 'result')).toHaveLength(4));
    const commands = log.filter((e) => e.kind === 'command');
    expect(commands.map((e) => e.name)).toEqual(['cart:increase', 'cart:decrease', 'cart:remove', 'cart:clear']);
    for (const e of commands) expect(refusal(contract, e.name, e.version, e.payload)).toBeNull();
  });
});
