/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { APPS, ROOT } from './apps.mjs';
import { COMPOSE, composeNginxConf } from './compose.mjs';

const compose = yaml.load(fs.readFileSync(path.join(ROOT, 'deploy/compose.yaml'), 'utf8'));
const services = compose.services;

describe('deploy/compose.yaml', () => {
  it('PostgreSQL 15, two API instances on it, the render service, nginx in front: nothing else', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'nginx', 'postgres', 'render']);
    expect(services.postgres.image).toBe('postgres:15');
    for (const name of ['api-1', 'api-2']) {
      expect(services[name].build).toEqual({ context: '..', dockerfile: 'deploy/api.Dockerfile' });
      expect(services[name].environment.DATABASE_URL).toMatch(/^postgres:\/\/suuq:.*@postgres:5432\/suuq$/);
      expect(services[name].environment.HOST).toBe('0.0.0.0');
    }
    expect(services.nginx.image).toMatch(/^nginx:/);
  });

  it('the API image is built from the Dockerfile in deploy/ and runs the server', () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy/api.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toContain('pnpm install --frozen-lockfile --filter server...');
    expect(dockerfile).toContain('CMD ["node_modules/.bin/tsx", "src/main.ts"]');
  });

  it("nginx runs the generated configuration on the releases folder; its upstream lists both APIs", () => {
    const volumes = services.nginx.volumes;
    expect(volumes).toContain('./nginx/compose.conf:/etc/nginx/nginx.conf:ro');
    expect(volumes).toContain(`../releases:${COMPOSE.releases}:ro`);
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/compose.conf'), 'utf8');
    expect(conf).toBe(composeNginxConf());
    expect(conf).toMatch(/upstream suuq_api \{\n\s+server api-1:4000;\n\s+server api-2:4000;\n/);
    expect(COMPOSE.api.map((a) => a.split(':')[0])).toEqual(['api-1', 'api-2']);
    for (const [i, app] of APPS.entries()) {
      expect(conf).toContain(`root ${COMPOSE.releases}/${app.pkg}/current;`);
      expect(services.nginx.ports).toContain(`127.0.0.1:${8080 + i}:${8080 + i}`);
    }
  });

  it('nginx starts after both APIs are healthy, the second API after the first (one migrates at a time)', () => {
    expect(services.nginx.depends_on).toEqual({ 'api-1': { condition: 'service_healthy' }, 'api-2': { condition: 'service_healthy' }, render: { condition: 'service_started' } });
    expect(services['api-2'].depends_on).toEqual({ 'api-1': { condition: 'service_healthy' } });
    expect(services['api-1'].depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services['api-1'].healthcheck.test.join(' ')).toContain('/api/health');
  });

  it('the render service: the render package on Node 20, the releases folder read-only, the API and the frame through nginx', () => {
    const render = services.render;
    expect(render.build).toEqual({ context: '..', dockerfile: 'deploy/render.Dockerfile' });
    const dockerfile = fs.readFileSync(path.join(ROOT, 'deploy/render.Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toContain('pnpm install --frozen-lockfile --prod --filter render...');
    expect(dockerfile).toContain('CMD ["node", "render/src/main.mjs"]');
    expect(render.volumes).toEqual([`../releases:${COMPOSE.releases}:ro`]);
    expect(render.environment.SUUQ_RELEASES).toBe(COMPOSE.releases);
    expect(render.environment.RENDER_HOST).toBe('0.0.0.0');
    expect(render.depends_on).toEqual({ 'api-1': { condition: 'service_healthy' } });
    // Each remote's public origin (the record's) reached through nginx from inside the container.
    const origins = Object.fromEntries(render.environment.RENDER_ENTRY_ORIGINS.split(/\s+/).map((p) => p.split('=')));
    for (const i of APPS.keys()) if (i > 0) expect(origins[`http://${COMPOSE.host}:${8080 + i}`]).toBe(`http://nginx:${8080 + i}`);
  });

  it('compose.conf sends the pages to the render container; its frame and refresh listeners are never published', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/compose.conf'), 'utf8');
    const renderPort = services.render.environment.RENDER_PORT;
    expect(conf).toMatch(new RegExp(`upstream suuq_render \\{\\n\\s+server render:${renderPort} `));
    const frame = new URL(services.render.environment.RENDER_UPSTREAM);
    const refresh = new URL(services.render.environment.RENDER_REFRESH_ORIGIN);
    expect([frame.hostname, refresh.hostname]).toEqual(['nginx', 'nginx']);
    expect(conf).toContain(`listen ${COMPOSE.render.frameListen};`);
    expect(frame.port).toBe(COMPOSE.render.frameListen);
    expect(refresh.port).toBe(COMPOSE.render.refreshListen);
    for (const port of [frame.port, refresh.port]) expect(services.nginx.ports.join(' ')).not.toContain(`:${port}`);
  });
});
