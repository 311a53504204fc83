import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './remoteHealth';

/**
 * After the retries: record the failure and let the original error reach the caller, whose
 * area shows a fallback with Try again, instead of an unhandled rejection that blanks the page.
 */
export default function failureReportPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'suuq-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      reportRemoteFailure(id, error, lifecycle);
      return undefined;
    },
  };
}
