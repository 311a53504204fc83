import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base from './playwright.config';

// One remote's standalone browser suite, for its own test command (`pnpm --filter mf-<name> test`,
// which builds first): the tests of standalone.spec.ts that name it, against that remote alone on
// its own origin. The global setup starts its build and an API of its own on ports the system
// picks and never reuses a running server (tools/standalone-server.ts): whatever answers on the
// remote's usual port, the suite tests this build. SUUQ_STANDALONE_DIST names another build
// folder (a test's broken copy).
const app = process.env.SUUQ_STANDALONE;
if (!app || !/^mf-[a-z]+$/.test(app)) throw new Error('SUUQ_STANDALONE=<mf-name> names the remote to test');

export default defineConfig({
  ...base,
  testMatch: /standalone\.spec\.ts$/,
  grep: new RegExp(`\\b${app} alone\\b`),
  projects: [{ name: app, use: base.projects?.[0]?.use }],
  reporter: 'list',
  globalSetup: './tools/standalone-server.ts',
  webServer: undefined,
  // Its own output folder: a run inside the main suite must not clear the main suite's.
  outputDir: path.join(__dirname, `../.tmp/standalone-results/${app}`),
});
