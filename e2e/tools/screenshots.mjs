// Screenshots of pages at desktop and phone sizes, for people to look at:
//   node e2e/tools/screenshots.mjs [outDir] [path ...]   (the shop must be running)
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const [outDir = '.tmp/screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/home'];
const base = process.env.BASE_URL || 'http://127.0.0.1:3000';
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
});
for (const [name, viewport] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport, isMobile: name === 'phone', hasTouch: name === 'phone' });
  page.on('pageerror', (e) => console.error(`[${name}] page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`[${name}] console: ${m.text()}`));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(800);
    const file = path.join(outDir, `${name}${p.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
