// Types of releases.mjs for the TypeScript suites (e2e).
export interface ReleaseEntry { version: string; releasedAt: string; manifest?: string }
export interface ReleaseRecord { apps: Record<string, { current: string; history: ReleaseEntry[] }> }
export function readRecord(dir: string): ReleaseRecord;
export function publish(o: { pkg: string; distDir: string; dir: string; pkgVersion: string }): { version: string; folder: string; existed: boolean };
export function goLive(o: { pkg: string; version: string; dir: string; origin: string; now?: Date }): ReleaseEntry;
export function rollback(o: { pkg: string; dir: string }): { from: string; to: string };
