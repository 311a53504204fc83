import type { Page } from '@playwright/test';

export const QUIET_MS: number;
export interface RecordedScript {
  url: string;
  status: number;
  /** ms from the start of navigation */
  startedAt: number;
  /** gzip body bytes received */
  bytes: number;
  /** requested before the network had been idle for QUIET_MS: part of the first load */
  before: boolean;
}
export function recordFirstLoad(
  page: Page,
  url: string,
  options?: { quietMs?: number; observeMs?: number; timeoutMs?: number },
): Promise<{ interactiveAt: number | null; quietAt: number; scripts: RecordedScript[] }>;
