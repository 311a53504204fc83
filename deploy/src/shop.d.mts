// Types of shop.mjs for the TypeScript suites (e2e).
import type { Server } from 'node:http';
export function startStaticHosts(o?: { ports?: Record<string, number>; host?: string; apiPort?: number; releasesDir?: string; recordFile?: string }): Promise<Server[]>;
