import React, { useRef, useState, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter, useLocation } from 'shared-router';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import { isLanguage } from 'shared-ui';
import { RemoteCrash } from './RemoteCrash';
import { OwnedPaths } from './ownedPaths';
import { RemoteFrame } from './RemoteFrame';
import { fromEmbedded, type Preloaded } from './pageData';

export interface RemoteIdentity {
  /** Package name of the remote (mf-catalogue). */
  name: string;
  version: string;
}

/**
 * What the shell passes when the remote's area came rendered from the server (its `domElement`
 * holds that HTML): the page's embedded answers and the language it was rendered in. The remote
 * then hydrates the area instead of rendering it again. A shell that passes none (older, or no
 * server render for this page) gets a client render, as before.
 */
export interface ServerPageProps {
  data: Record<string, unknown>;
  lang: string;
}

const NO_DATA: Preloaded = new Map();

interface RootProps {
  ownsPath?: (pathname: string) => boolean;
  serverPage?: ServerPageProps;
}

/**
 * The single-spa lifecycles a remote exposes as `./app`: its own React root and its own router
 * on the page's history (single-spa's patched history keeps the shell and remotes in step).
 */
/**
 * The page's embedded answers and language, for the page the server rendered only: from the first
 * navigation on, a page opened (or opened again) asks the server, so a price is never older than
 * the visit. Worked out while rendering, never by an update of its own: an update above the
 * server's HTML while a page's code is still on its way made React drop that HTML and draw the
 * page afresh (React errors 418 and 421). The providers stay, so nothing remounts.
 */
export function FirstPageData({ page, children }: { page?: { data: Preloaded; lang: 'so' | 'en' }; children: (page?: { data: Preloaded; lang: 'so' | 'en' }) => ReactNode }) {
  const { key } = useLocation();
  const first = useRef(key);
  const navigated = useRef(false);
  if (key !== first.current) navigated.current = true;
  return <>{children(page && navigated.current ? { data: NO_DATA, lang: page.lang } : page)}</>;
}

export function remoteLifecycles(remote: RemoteIdentity, Routes: () => ReactNode): LifeCycles {
  function Root({ ownsPath, serverPage }: RootProps) {
    const [page] = useState(() =>
      serverPage ? { data: fromEmbedded(serverPage.data), lang: isLanguage(serverPage.lang) ? serverPage.lang : ('so' as const) } : undefined,
    );
    const app = (
      <BrowserRouter>
        <FirstPageData page={page}>
          {(current) => (
            <RemoteFrame remote={remote} page={current}>
              <Routes />
            </RemoteFrame>
          )}
        </FirstPageData>
      </BrowserRouter>
    );
    return ownsPath ? <OwnedPaths.Provider value={ownsPath}>{app}</OwnedPaths.Provider> : app;
  }
  // Decided per mount, from the props (single-spa-react asks for the render type without them).
  let hydrate = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (err) => <RemoteCrash remote={remote.name} error={err} />,
  }) as LifeCycles<RootProps>;
  const chooseRender = async (props: RootProps) => {
    hydrate = Boolean(props.serverPage);
  };
  // The server's area is already on screen: hydrated as a transition (as the shell hydrates its
  // frame), in slices that let the browser answer between them; a tap on a part not yet hydrated
  // hydrates it at once. single-spa-react calls hydrateRoot within mount, synchronously. A client
  // render is not one: the area's first paint does not wait on slices.
  // single-spa-react's mount is one function (the type allows an array).
  const reactMount = lifecycles.mount as LifeCycleFn<RootProps>;
  const mount: LifeCycleFn<RootProps> = (props) => {
    if (!hydrate) return reactMount(props);
    let mounting!: Promise<unknown>;
    React.startTransition(() => {
      mounting = reactMount(props);
    });
    return mounting;
  };
  return { ...lifecycles, mount: [chooseRender, mount] } as LifeCycles;
}
