#!/usr/bin/env node
// The nginx configuration of deploy/compose.yaml: the releases folder mounted at
// /srv/suuq/releases, the shell and the remotes on ports 8080-8084 of the container (published on
// the same ports of 127.0.0.1), /api/ to the two API containers. The shell's CSP names the remotes'
// origins, so a deployment on other hosts generates its own with nginxConf (nginx-conf.mjs).
// `node deploy/src/compose.mjs > deploy/nginx/compose.conf` rewrites the committed file.
import { APPS } from './apps.mjs';
import { nginxConf } from './nginx-conf.mjs';

export const COMPOSE = {
  releases: '/srv/suuq/releases',
  api: ['api-1:4000', 'api-2:4000'],
  firstPort: 8080,
  host: '127.0.0.1',
};

export function composeNginxConf() {
  const sites = APPS.map((app, i) => ({
    pkg: app.pkg,
    federation: app.federation,
    root: `${COMPOSE.releases}/${app.pkg}/current`,
    listen: String(COMPOSE.firstPort + i),
    origin: `http://${COMPOSE.host}:${COMPOSE.firstPort + i}`,
  }));
  return nginxConf({ shell: sites[0], remotes: sites.slice(1), api: COMPOSE.api, runDir: '/tmp', releases: COMPOSE.releases });
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(composeNginxConf());
