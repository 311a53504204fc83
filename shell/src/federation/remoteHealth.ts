// No imports here: this runs inside the federation runtime plugin, before shared libraries
// (rxjs, React) can be consumed.

export interface RemoteFailure {
  id: string;
  message: string;
  lifecycle: string;
  at: number;
}

const failures: RemoteFailure[] = [];

/** Remote loads that failed on this page, newest last. */
export function remoteFailures(): readonly RemoteFailure[] {
  return failures;
}

export function reportRemoteFailure(id: string, error: unknown, lifecycle: string): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[suuq] remote ${id} failed at ${lifecycle}: ${message}`);
  failures.push({ id, message, lifecycle, at: Date.now() });
  if (failures.length > 20) failures.shift();
}
