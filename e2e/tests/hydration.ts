import { expect, type Page } from '@playwright/test';

/** Chromium's console warning that a file the page preloaded was not used within seconds of load. */
export const UNUSED_PRELOAD = /preloaded using link preload but not used/i;

/**
 * Console errors and warnings (React reports a hydration mismatch there) and uncaught errors;
 * not the suite's own refusal of the service worker (playwright.config: serviceWorkers 'block').
 */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  const ours = (text: string) => text !== 'Service Worker registration blocked by Playwright';
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && ours(m.text()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** The paths of the API calls the page sends (POST: the catalogue's calls), in order. */
export function callsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && asked.push(new URL(r.url()).pathname));
  return asked;
}

/**
 * Keeps the elements `marks` finds (a name → its selector in the server's HTML) as the HTML parser
 * made them, before any script ran, and sums layout shifts from the start; `keptServerElements`
 * then says whether hydration kept them.
 */
export async function watchServerElements(page: Page, marks: Record<string, string>): Promise<void> {
  await page.addInitScript((m: Record<string, string>) => {
    const w = window as unknown as { shifts: number; serverElements?: Record<string, Element> };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = new MutationObserver(() => {
      const found = Object.entries(m).map(([name, selector]) => [name, document.querySelector(selector)] as const);
      if (found.every(([, element]) => element)) {
        w.serverElements = Object.fromEntries(found) as Record<string, Element>;
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  }, marks);
}

/**
 * For each name of `watchServerElements` (→ where that element is now), whether it is the very
 * element the server sent (hydrated, not redrawn); whether the server's were seen at all; the
 * layout shift so far.
 */
export async function keptServerElements<K extends string>(page: Page, now: Record<K, string>): Promise<{ kept: Record<K, boolean>; seen: boolean; shifts: number }> {
  const where: Record<string, string> = now;
  const found = await page.evaluate((n) => {
    const w = window as unknown as { shifts: number; serverElements?: Record<string, Element> };
    const server = w.serverElements;
    const kept = Object.fromEntries(Object.entries(n).map(([name, selector]) => [name, Boolean(server?.[name]) && server?.[name] === document.querySelector(selector)]));
    return { kept, seen: Boolean(server), shifts: w.shifts };
  }, where);
  return found as { kept: Record<K, boolean>; seen: boolean; shifts: number };
}

/** Keeps the server area's first heading as the HTML parser made it, before any script ran. */
export const keepServerHeading = (page: Page) => watchServerElements(page, { heading: '[data-server-rendered] h1' });

/** Whether the page's heading now is the very element the server sent (hydrated, not redrawn). */
export const sameServerHeading = async (page: Page) => (await keptServerElements(page, { heading: 'main h1' })).kept.heading;

/**
 * The first Add to Cart in the page's main area works: the page is hydrated. A tap before the
 * remote's code has arrived does nothing (the server's button has no handler yet), so it is tried
 * until one counts.
 */
export async function addsToCart(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Added to Cart').first()).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Holds the shell's vendor script (React) until the returned function is called: the page stays as
 * its HTML drew it (the server's frame, or the static page's), before any of the shell's code has run.
 */
export async function holdShellScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/vendor\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
