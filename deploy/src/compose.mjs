#!/usr/bin/env node
// The nginx configuration of deploy/compose.yaml: the releases folder mounted at
// /srv/suuq/releases, the shell and the remotes on ports 8080-8084 of the container (published on
// the same ports of 127.0.0.1), /api/ to the two API containers, the shop's pages through the
// render container with nginx's page cache (nginx-pages.mjs). The shell's CSP names the remotes'
// origins, so a deployment on other hosts generates its own with nginxConf (nginx-conf.mjs).
// `node deploy/src/compose.mjs > deploy/nginx/compose.conf` rewrites the committed file.
import { APPS } from './apps.mjs';
import { nginxConf } from './nginx-conf.mjs';

export const COMPOSE = {
  releases: '/srv/suuq/releases',
  api: ['api-1:4000', 'api-2:4000'],
  firstPort: 8080,
  host: '127.0.0.1',
  /** The render service's container and nginx's frame and refresh listeners (never published). */
  render: { upstream: ['render:3100'], frameListen: '8089', refreshListen: '8088' },
};

export function composeNginxConf() {
  const sites = APPS.map((app, i) => ({
    pkg: app.pkg,
    federation: app.federation,
    root: `${COMPOSE.releases}/${app.pkg}/current`,
    listen: String(COMPOSE.firstPort + i),
    origin: `http://${COMPOSE.host}:${COMPOSE.firstPort + i}`,
  }));
  return nginxConf({ shell: sites[0], remotes: sites.slice(1), api: COMPOSE.api, runDir: '/tmp', releases: COMPOSE.releases, render: COMPOSE.render });
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(composeNginxConf());
