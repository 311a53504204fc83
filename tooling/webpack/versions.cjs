const fs = require('node:fs');
const path = require('node:path');

/** The federation packages' version an app builds with (from the installed package's own metadata). */
function federationVersion(dir) {
  let d = path.dirname(require.resolve('@module-federation/enhanced', { paths: [dir] }));
  for (;;) {
    const file = path.join(d, 'package.json');
    if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === '@module-federation/enhanced') {
      return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    }
    if (d === path.dirname(d)) throw new Error(`@module-federation/enhanced not found from ${dir}`);
    d = path.dirname(d);
  }
}

/** Versions of the contract packages in this workspace (the ones an app builds with). */
const contractVersions = (contracts) =>
  Object.fromEntries(contracts.map((name) => [name, JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', name, 'package.json'), 'utf8')).version]));

module.exports = { federationVersion, contractVersions };
