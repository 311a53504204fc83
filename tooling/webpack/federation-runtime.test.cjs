/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { PROVIDE_RUNTIME, runtimeOptimization, standaloneRuntime } = require('./federation-runtime.cjs');

test('browsers only; a remote, which loads no remotes, also leaves out remote loading and snapshots', () => {
  expect(runtimeOptimization({ isHost: true })).toEqual({ target: 'web' });
  expect(runtimeOptimization({ isHost: false })).toEqual({ target: 'web', disableRemote: true, disableSnapshot: true });
});

test("a remote's standalone page gets mf-runtime-core.js beside its build, providing the runtime as the shell does", () => {
  const dir = path.join(__dirname, '..', '..', 'mf-catalogue');
  const config = standaloneRuntime({ name: 'mf_catalogue', dir }, 'production');
  expect(fs.existsSync(config.entry['mf-runtime-core'])).toBe(true);
  expect(fs.existsSync(PROVIDE_RUNTIME)).toBe(true);
  expect(config.output).toMatchObject({ path: path.join(dir, 'dist'), filename: '[name].js', clean: false });
  const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  expect(federation._options).toMatchObject({ runtimePlugins: [PROVIDE_RUNTIME], manifest: false, experiments: { optimization: runtimeOptimization({}) } });
  expect(config.plugins.map((p) => p.constructor.name)).toContain('CompressionPlugin');
});
