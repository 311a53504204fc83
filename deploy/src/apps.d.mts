// Types of apps.mjs for the TypeScript suites (e2e).
export interface App { pkg: string; federation: string; port: number }
export const ROOT: string;
export const API_PORT: number;
export const APPS: App[];
export const REMOTES: App[];
export function distOf(app: App): string;
