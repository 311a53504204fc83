import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { freePort } from './freePort';
import type { CatalogueProduct } from './shopping';

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
    env: { ...process.env, RENDER_PORT: String(port), RENDER_UPSTREAM: FRAME, RENDER_API_ORIGIN: 'http://127.0.0.1:4000', RENDER_BUDGET_MS: '5000', RENDER_FRAME_BUDGET_MS: '5000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    service.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('render service on')) resolve();
    });
    service.once('exit', (code) => reject(new Error(`the render service stopped (${code}): ${out}`)));
  });
  service.stdout!.resume();
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

/** A render service of the test's own (above) and the first in-stock product of the seeded catalogue. */
export async function renderServiceAndProduct(request: APIRequestContext): Promise<{ service: Awaited<ReturnType<typeof startRenderService>>; product: CatalogueProduct }> {
  const service = await startRenderService();
  const res = await request.post('/api/products', { data: { jsonrpc: '2.0', method: 'call', params: { limit: 5 }, id: 1 } });
  const product = ((await res.json()) as { result: { products: CatalogueProduct[] } }).result.products.find((p) => p.quantity > 0)!;
  return { service, product };
}
