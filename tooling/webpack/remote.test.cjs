/** @jest-environment node */
const path = require('node:path');
const { APPS } = require('deploy/apps');
const { remoteIdentity } = require('./remote.cjs');

const root = path.join(__dirname, '..', '..');

test("a remote's federation name and port come from deploy's table of apps, its title from its package", () => {
  expect(remoteIdentity(path.join(root, 'mf-account'), APPS)).toEqual({ name: 'mf_account', port: 3003, title: 'mf-account · standalone' });
  expect(remoteIdentity(path.join(root, 'mf-live'), APPS)).toEqual({ name: 'mf_live', port: 3004, title: 'mf-live · standalone' });
});

test('a package that is not a remote of the table is refused, naming it', () => {
  expect(() => remoteIdentity(path.join(root, 'shell'), APPS)).toThrow('shell: not a remote of deploy/src/apps.mjs');
  expect(() => remoteIdentity(path.join(root, 'shared-ui'), APPS)).toThrow('shared-ui: not a remote');
});
