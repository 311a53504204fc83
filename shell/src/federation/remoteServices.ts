import { loadRemoteModule, type RemoteName } from './remotes';

type Load = <M>(remote: RemoteName, expose: string) => Promise<M>;
type Phase = 'starting' | 'running' | 'failed';

interface Service {
  remote: RemoteName;
  phase: Phase;
  start(): void;
}

/**
 * Headless services of remotes that the shell starts (the cart owner). One that could not be
 * loaded is started again as soon as its remote answers again: when a page of that remote loads
 * (Try again on its fallback, or a later visit), so that page never waits for an owner that is
 * not there. Without this, /cart stayed on its loading state after Try again until a reload.
 */
export function createRemoteServices(load: Load = loadRemoteModule) {
  const services: Service[] = [];
  return {
    /** Loads `expose` of `remote` and runs it; a failure is remembered for retryFailed. */
    start<M>(remote: RemoteName, expose: string, run: (module: M) => void): void {
      const service: Service = {
        remote,
        phase: 'starting',
        start() {
          service.phase = 'starting';
          load<M>(remote, expose)
            .then((module) => {
              run(module);
              service.phase = 'running';
            })
            .catch((err: unknown) => {
              // Meanwhile its commands fail clearly on the bus (no silent loss).
              console.error(`[suuq] ${remote}/${expose} unavailable`, err);
              service.phase = 'failed';
            });
        },
      };
      services.push(service);
      service.start();
    },
    /** `remote` answered again: start again each of its services that failed. */
    retryFailed(remote: RemoteName): void {
      for (const service of services) if (service.remote === remote && service.phase === 'failed') service.start();
    },
  };
}

/** The page's services. */
export const remoteServices = createRemoteServices();
