import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import base from './playwright.config';

// One remote's standalone browser suite, for its own test command (`pnpm --filter mf-<name> test`):
// the tests of standalone.spec.ts that name it, against that remote alone on its own origin
// (deploy/src/standalone.mjs: its production build and the real API, started when none answers).
const app = process.env.SUUQ_STANDALONE;
if (!app || !/^mf-[a-z]+$/.test(app)) throw new Error('SUUQ_STANDALONE=<mf-name> names the remote to test');
const port = { 'mf-catalogue': 3001, 'mf-checkout': 3002, 'mf-account': 3003, 'mf-live': 3004 }[app];

export default defineConfig({
  ...base,
  testMatch: /standalone\.spec\.ts$/,
  grep: new RegExp(`\\b${app} alone\\b`),
  projects: [{ name: app, use: base.projects?.[0]?.use }],
  reporter: 'list',
  webServer: {
    command: `node ../deploy/src/standalone.mjs ${app}`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { DATA_DIR: path.join(os.tmpdir(), `suuq-standalone-${process.pid}`), NODE_ENV: 'production', SUUQ_DEMO_ACCOUNT: '1', SUUQ_DEMO_OUTBOX: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
