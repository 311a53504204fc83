/** @jest-environment node */
const path = require('node:path');
const { federationVersion, contractVersions } = require('./buildVersions.cjs');

test("the federation version is the installed package's own; contract versions are the workspace's", () => {
  const shell = path.join(__dirname, '..', '..', 'shell');
  expect(federationVersion(shell)).toBe(require(path.join(shell, 'package.json')).dependencies['@module-federation/enhanced']);
  expect(contractVersions(['shared-api', 'shared-events'])).toEqual({
    'shared-api': require('../../shared-api/package.json').version,
    'shared-events': require('../../shared-events/package.json').version,
  });
});
