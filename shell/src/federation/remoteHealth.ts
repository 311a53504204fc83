import { BehaviorSubject } from 'rxjs';

export interface RemoteFailure {
  id: string;
  message: string;
  lifecycle: string;
  at: number;
}

/** Remote loads that failed on this page, newest last (the outline toggle and logs read it). */
export const remoteFailures$ = new BehaviorSubject<RemoteFailure[]>([]);

export function reportRemoteFailure(id: string, error: unknown, lifecycle: string): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[suuq] remote ${id} failed at ${lifecycle}: ${message}`);
  remoteFailures$.next([...remoteFailures$.value, { id, message, lifecycle, at: Date.now() }].slice(-20));
}
