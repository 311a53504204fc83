/** @jest-environment node */
const { shared } = require('./shared.cjs');

const consumer = {
  name: 'mf-test',
  dependencies: { 'shared-router': 'workspace:^1.0.0', 'shared-events': 'workspace:^1.0.0', 'shared-api': 'workspace:^1.0.0', 'shared-federation': 'workspace:^1.0.0' },
  devDependencies: { 'shared-ui': 'workspace:^2.0.0' },
};

test("a workspace package is shared once, at its own version, asking for the consumer's range", () => {
  const s = shared(consumer);
  expect(s['shared-ui']).toEqual({ singleton: true, requiredVersion: '^2.0.0', version: require('../../shared-ui/package.json').version });
  expect(s['shared-ui/modal']).toEqual(s['shared-ui']);
  expect(s.react).toEqual({ singleton: true, requiredVersion: '^18.3.1' });
});

test('a dependency written workspace:* is refused: it would never satisfy a range', () => {
  expect(() => shared({ ...consumer, devDependencies: { 'shared-ui': 'workspace:*' } })).toThrow(
    "mf-test: dependency shared-ui needs a semver range (workspace:^x.y.z), not 'workspace:*'",
  );
});
