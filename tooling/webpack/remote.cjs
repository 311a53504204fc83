const path = require('node:path');

/**
 * What names a remote's build: its federation name and port from the shop's one table of apps
 * (deploy/apps, which the release tool and the local host read too), its harness's title from its
 * package, so a remote's webpack.config.js says only what it exposes.
 * @param {string} dir  the remote's package folder
 * @param {{ pkg: string, federation: string, port: number }[]} apps  deploy/apps' APPS
 */
function remoteIdentity(dir, apps) {
  const { name } = require(path.join(dir, 'package.json'));
  const app = apps.find((a) => a.pkg === name);
  if (!app || app.pkg === 'shell') throw new Error(`${name}: not a remote of deploy/src/apps.mjs (APPS)`);
  return { name: app.federation, port: app.port, title: `${name} · standalone` };
}

module.exports = { remoteIdentity };
