import { expect, type Page } from '@playwright/test';

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

/** Keeps the server area's first heading as the HTML parser made it, before any script ran. */
export async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const h1 = document.querySelector('[data-server-rendered] h1');
      if (h1) {
        Object.assign(window, { serverHeading: h1 });
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

/** Whether the page's heading now is the very element the server sent (hydrated, not redrawn). */
export const sameServerHeading = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { serverHeading?: Element }).serverHeading;
    return Boolean(kept) && kept === document.querySelector('main h1');
  });

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
