// What every Lighthouse bench shares (bench/lighthouse.mjs, bench/floor.mjs): Debian's Chromium
// with the same flags, the slow network of the shop's budget (SLOW), a new profile per run, and the median run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';

/** Headless, and without Chromium's own background connections (this machine refuses them). */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/** Alex Russell's budget line, the shoppers' phones and networks we aim for: 400 Kbps, 400 ms RTT, 4× CPU. */
export const SLOW = { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 };

/** Runs `fn(port)` against a Chromium with a new, empty profile (a new user), then ends both. */
export async function withChrome(fn) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suuq-lh-profile-'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    return await fn(chrome.port);
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The median run by `key`, among the runs that have it (the first run when none has). */
export const medianRun = (runs, key) => {
  const sorted = runs.filter((r) => r[key] != null).sort((a, b) => a[key] - b[key]);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
};
