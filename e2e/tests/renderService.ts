import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test as base, type APIRequestContext } from '@playwright/test';
import { freePort } from './freePort';
import { listProducts, type CatalogueProduct } from './shopping';

const ROOT = path.resolve(__dirname, '../..');
/** The shell's page as the static host serves it, never rendered (deploy/src/shop.mjs RENDER.framePort). */
export const FRAME = 'http://127.0.0.1:3010';

/**
 * A render service (render/) of the test's own, on a free port in front of the suite's shop (the
 * shell's frame host on 3010: 3000 itself goes through the shop's own render service; the API on
 * 4000), rendering with the remotes' live builds. A wide budget: these tests are about what a
 * render holds, on a machine running other suites (a late render is sent empty:
 * render/src/service.build.test.mjs). `env` changes its settings (an unreachable API).
 */
export async function startRenderService(env: Record<string, string> = {}): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const service: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'render/src/main.mjs')], {
    env: { ...process.env, RENDER_LOG: '1', RENDER_PORT: String(port), RENDER_UPSTREAM: FRAME, RENDER_API_ORIGIN: 'http://127.0.0.1:4000', RENDER_BUDGET_MS: '5000', RENDER_FRAME_BUDGET_MS: '5000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Its log (RENDER_LOG): a failure it answered for (a script the static host did not give, a
  // render that threw) goes to the test's output, where a failing test's cause can be read.
  let pending = '';
  service.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.includes('"error"')) process.stderr.write(`render service ${port}: ${line}\n`);
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const started = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('render service on')) {
        service.stdout!.off('data', started);
        resolve();
      }
    };
    service.stdout!.on('data', started);
    service.once('exit', (code) => reject(new Error(`the render service stopped (${code}): ${out}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (service.exitCode !== null) return;
      const exited = new Promise((resolve) => service.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
    },
  };
}

/** The first in-stock product of the seeded catalogue (of its first five). */
export async function firstInStock(request: APIRequestContext): Promise<CatalogueProduct> {
  return (await listProducts(request, 5)).find((p) => p.quantity > 0)!;
}

/**
 * The render specs' `test`: a spec asks for `origin` and `product` in its tests and states only what
 * differs. A spec whose service needs other settings (another API, another releases folder) starts
 * its own with startRenderService(env). (Each fixture's `provide` is Playwright's `use`, named so
 * that the React hooks lint does not take it for React's.)
 */
export const test = base.extend<{ product: CatalogueProduct }, { origin: string }>({
  /**
   * The origin of a render service of the worker's own (startRenderService, its default settings):
   * worker-scoped (Playwright's test.extend), made when a worker's first test asks for it and
   * stopped with the worker, so the spec files one worker runs share one service, and the two
   * workers of a fullyParallel run have one each, on its own free port.
   */
  origin: [
    // eslint-disable-next-line no-empty-pattern -- a fixture of no other fixture (Playwright reads the pattern)
    async ({}, provide) => {
      const service = await startRenderService();
      try {
        await provide(service.origin);
      } finally {
        await service.stop();
      }
    },
    { scope: 'worker' },
  ],
  /** The first in-stock product as the test starts (firstInStock): looked up afresh, as the suite's orders change stock. */
  product: async ({ request }, provide) => {
    await provide(await firstInStock(request));
  },
});
