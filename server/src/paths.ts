import path from 'node:path';

/** server/ — this file lives in server/src/. */
export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(serverRoot, '..');
export const migrationsFolder = path.join(serverRoot, 'drizzle');
