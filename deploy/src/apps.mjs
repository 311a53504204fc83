// The deployable apps of the shop and where each is served locally: one origin (port) each,
// as in production where every team's remote lives on its own host.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const API_PORT = Number(process.env.API_PORT || 4000);

export const APPS = [
  { pkg: 'shell', federation: 'shell', port: Number(process.env.SHELL_PORT || 3000) },
  { pkg: 'mf-catalogue', federation: 'mf_catalogue', port: 3001 },
  { pkg: 'mf-checkout', federation: 'mf_checkout', port: 3002 },
  { pkg: 'mf-account', federation: 'mf_account', port: 3003 },
  { pkg: 'mf-live', federation: 'mf_live', port: 3004 },
];

export const REMOTES = APPS.filter((a) => a.pkg !== 'shell');

export const distOf = (app) => path.join(ROOT, app.pkg, 'dist');
