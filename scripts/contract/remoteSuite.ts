/**
 * The contract checks every app shares, against the workspace's contract and the live shell's
 * snapshot: the modules the shell loads from it are still exposed, the calls it sends by name
 * are in the contract's table with the same route, and it imports nothing from shared-router
 * that the live shell's copy lacks. Each app's contract.test.ts adds its events.
 */
import { contractsUnderTest, callsByName, importedNames } from './check';
import { buildSnapshot, exposedModules } from 'deploy/contract/snapshot';

export function describeAppContract(app: string): void {
  const workspace = buildSnapshot();
  describe.each(contractsUnderTest().map((c) => [c.label, c.snapshot] as const))(`${app} against the %s contract`, (_label, contract) => {
    if (app !== 'shell') {
      test('every module the shell loads from it is still exposed', () => {
        const missing = (contract.exposes[app] ?? []).filter((m) => !exposedModules(app).includes(m));
        expect(missing).toEqual([]);
      });
    }

    test('every call it sends by name is in the contract, on the same route (new calls travel by definition)', () => {
      for (const name of callsByName(app)) {
        expect([name, contract.calls[name]]).toEqual([name, workspace.calls[name]]);
      }
    });

    test("it imports nothing from shared-router that the contract's copy lacks", () => {
      const offered = new Set(contract.packages['shared-router']?.exports ?? []);
      expect([...importedNames(app, 'shared-router')].filter((n) => !offered.has(n))).toEqual([]);
    });
  });
}
