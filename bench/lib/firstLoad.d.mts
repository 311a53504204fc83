import type { Page } from '@playwright/test';

export const IDLE_WORK_MARK: string;
export interface RecordedScript {
  url: string;
  status: number;
  /** ms from the start of navigation */
  startedAt: number;
  /** gzip body bytes received */
  bytes: number;
  /** part of the first load */
  before: boolean;
}
export function recordFirstLoad(
  page: Page,
  url: string,
  options?: { settleMs?: number },
): Promise<{ interactiveAt: number; scripts: RecordedScript[] }>;
