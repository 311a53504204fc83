import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

/**
 * Debian's Chromium driven over the DevTools protocol through its page only, for what Playwright
 * cannot see without changing it: Playwright attaches DevTools to every service worker, and
 * Chromium never lets a worker with DevTools attached count as idle, so a new worker's
 * skipWaiting() waits up to Chromium's five-minute limit for the old one (sw-update.spec says how
 * that was found). Here nothing attaches to the workers, as in a shopper's browser.
 */
export interface PageOnly {
  /** Runs an expression in the page and answers its value (a promise is awaited). */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls an expression until it is truthy; false when `ms` pass first. */
  until(expression: string, ms: number): Promise<boolean>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function launchPageOnly(executablePath: string, viewport = { width: 1280, height: 800 }): Promise<PageOnly> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-page-only-'));
  const chrome: ChildProcess = spawn(
    executablePath,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--remote-debugging-port=0', `--user-data-dir=${profile}`,
      `--window-size=${viewport.width},${viewport.height}`, 'about:blank'],
    // Its own process group: closing ends its helpers (renderers, GPU) with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const close = async () => {
    const exited = new Promise((resolve) => (chrome.exitCode !== null ? resolve(null) : chrome.once('exit', resolve)));
    try {
      process.kill(-chrome.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
    // A helper may still be writing its last files for a moment.
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    // Chromium says on stderr which port it chose: "DevTools listening on ws://127.0.0.1:PORT/…".
    const port = await new Promise<string>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools port')), 20_000);
      chrome.stderr!.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
    });
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ type: string; webSocketDebuggerUrl: string }>;
    const page = targets.find((t) => t.type === 'page');
    if (!page) throw new Error('Chromium opened no page');
    const socket = new WebSocket(page.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    let lastId = 0;
    const answers = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (message.id !== undefined) answers.get(message.id)?.(message);
    });
    const send = (method: string, params: object = {}) =>
      new Promise<unknown>((resolve, reject) => {
        const id = ++lastId;
        answers.set(id, (message) => {
          answers.delete(id);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result);
        });
        socket.send(JSON.stringify({ id, method, params }));
      });
    const loaded = () => new Promise<void>((resolve) => {
      const onMessage = (data: WebSocket.RawData) => {
        if ((JSON.parse(String(data)) as { method?: string }).method === 'Page.loadEventFired') {
          socket.off('message', onMessage);
          resolve();
        }
      };
      socket.on('message', onMessage);
    });
    await send('Page.enable');
    const evaluate = async <T>(expression: string): Promise<T> => {
      const result = (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
        result: { value: T };
        exceptionDetails?: { text: string };
      };
      if (result.exceptionDetails) throw new Error(`in the page: ${result.exceptionDetails.text}`);
      return result.result.value;
    };
    return {
      evaluate,
      async until(expression, ms) {
        const end = Date.now() + ms;
        while (Date.now() < end) {
          // A navigation in between loses the context: asked again.
          if (await evaluate<boolean>(expression).catch(() => false)) return true;
          await sleep(200);
        }
        return false;
      },
      async goto(url) {
        const done = loaded();
        await send('Page.navigate', { url });
        await done;
      },
      async reload() {
        const done = loaded();
        await send('Page.reload');
        await done;
      },
      async close() {
        socket.close();
        await close();
      },
    };
  } catch (err) {
    await close();
    throw err;
  }
}
