import React, { type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'shared-router';
import type { LifeCycles } from 'single-spa';
import { RemoteCrash } from './RemoteCrash';
import { OwnedPaths } from './ownedPaths';

export interface RemoteIdentity {
  /** Package name of the remote (mf-catalogue). */
  name: string;
  version: string;
}

/**
 * The single-spa lifecycles a remote exposes as `./app`: its own React root and its own router
 * on the page's history (single-spa's patched history keeps the shell and remotes in step).
 */
export function remoteLifecycles(remote: RemoteIdentity, Routes: () => ReactNode): LifeCycles {
  function Root({ ownsPath }: { ownsPath?: (pathname: string) => boolean }) {
    const page = (
      <BrowserRouter>
        <div data-remote={remote.name} data-release={remote.version} className="suuq-remote-root">
          <Routes />
        </div>
      </BrowserRouter>
    );
    return ownsPath ? <OwnedPaths.Provider value={ownsPath}>{page}</OwnedPaths.Provider> : page;
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (err) => <RemoteCrash remote={remote.name} error={err} />,
  }) as LifeCycles;
}
