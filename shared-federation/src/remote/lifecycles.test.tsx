import { waitFor } from '@testing-library/react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mountRootParcel } from 'single-spa';
import { createMessages, useLanguage } from 'shared-ui';
import { remoteServerPage } from '../server';
import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, useNavigate } from 'shared-router';
import { FirstPageData, remoteLifecycles } from './lifecycles';
import { dataKey, embeddable, usePreloaded, type Preloaded } from './pageData';

// single-spa renders outside React's act(): this test looks at the DOM as a browser would.
const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = true));

const { useT } = createMessages('lifecycles-test', { so: { hello: 'Soo dhawoow' }, en: { hello: 'Welcome' } });
const REMOTE = { name: 'mf-test', version: '1.0.0' };

/** A page that shows its preloaded answer, or says it is loading (it would ask the server). */
function Page() {
  const t = useT();
  const lang = useLanguage();
  const answer = usePreloaded('product', 'black-tea');
  return (
    <main lang={lang}>
      <h1>{answer && 'value' in answer ? (answer.value as { name: string }).name : 'loading'}</h1>
      <p>{t('hello')}</p>
    </main>
  );
}

const data: Preloaded = new Map([[dataKey('product', 'black-tea'), { value: { name: 'Black tea' } }]]);

it("a remote mounted on its server-rendered area hydrates it: the same elements, the server's answers and language, no mismatch", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/product/black-tea');
  const host = document.createElement('div');
  host.innerHTML = renderToString(remoteServerPage(REMOTE, Page, { url: '/product/black-tea', data, lang: 'en' }));
  document.body.append(host);
  const heading = host.querySelector('h1');
  expect(heading).toHaveTextContent('Black tea');
  expect(host.querySelector('p')).toHaveTextContent('Welcome');

  const parcel = mountRootParcel(remoteLifecycles(REMOTE, Page), { domElement: host, serverPage: { data: embeddable(data), lang: 'en' } } as Parameters<typeof mountRootParcel>[1]);
  await parcel.mountPromise;
  // Hydrated, not rendered again: the server's heading is still the one on screen.
  await waitFor(() => expect(host.querySelector('[data-remote="mf-test"]')).not.toBeNull());
  expect(host.querySelector('h1')).toBe(heading);
  expect(errors).not.toHaveBeenCalled();
  // Still the server's answers while the shopper stays on that page (no update above the HTML).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(host.querySelector('h1')).toHaveTextContent('Black tea');
  await parcel.unmount();
  errors.mockRestore();
});

it('the server\'s area is hydrated as a React transition (built in slices, the browser answered between them); a fresh render is not one', async () => {
  // Which root call ran inside startTransition: React's documented way to mark an update that may yield.
  const calls: string[] = [];
  let inTransition = false;
  const startTransition = React.startTransition;
  jest.spyOn(React, 'startTransition').mockImplementation((scope) =>
    startTransition(() => {
      inTransition = true;
      try {
        scope();
      } finally {
        inTransition = false;
      }
    }),
  );
  const { hydrateRoot, createRoot } = ReactDOMClient;
  jest.spyOn(ReactDOMClient, 'hydrateRoot').mockImplementation((...args) => (calls.push(`hydrateRoot in transition: ${inTransition}`), hydrateRoot(...args)));
  jest.spyOn(ReactDOMClient, 'createRoot').mockImplementation((...args) => (calls.push(`createRoot in transition: ${inTransition}`), createRoot(...args)));
  try {
    window.history.replaceState(null, '', '/product/black-tea');
    const served = document.createElement('div');
    served.innerHTML = renderToString(remoteServerPage(REMOTE, Page, { url: '/product/black-tea', data, lang: 'en' }));
    document.body.append(served);
    const hydrated = mountRootParcel(remoteLifecycles(REMOTE, Page), { domElement: served, serverPage: { data: embeddable(data), lang: 'en' } } as Parameters<typeof mountRootParcel>[1]);
    await hydrated.mountPromise;
    const fresh = document.createElement('div');
    document.body.append(fresh);
    const rendered = mountRootParcel(remoteLifecycles(REMOTE, Page), { domElement: fresh });
    await rendered.mountPromise;
    expect(calls).toEqual(['hydrateRoot in transition: true', 'createRoot in transition: false']);
    await waitFor(() => expect(served.querySelector('[data-remote="mf-test"]')).not.toBeNull());
    await Promise.all([hydrated.unmount(), rendered.unmount()]);
  } finally {
    jest.restoreAllMocks();
  }
});

it('without a server page, the remote renders its area afresh (a shell that passes none, or a page not rendered on the server)', async () => {
  const host = document.createElement('div');
  host.innerHTML = '<p>the first frame</p>';
  document.body.append(host);
  const parcel = mountRootParcel(remoteLifecycles(REMOTE, Page), { domElement: host });
  await parcel.mountPromise;
  await waitFor(() => expect(host.querySelector('h1')).toHaveTextContent('loading'));
  expect(host).not.toHaveTextContent('the first frame');
  await parcel.unmount();
});

it("a newer remote mounted by a shell that passes no serverPage, on a container holding the server's HTML, ends with its own render and no error", async () => {
  // Issue 30, mixed releases: a shell built before server rendering keeps the server's area where
  // it is and mounts the remote on it without serverPage. The remote must not hydrate (it has no
  // embedded answers to match them with): it renders afresh, as it always did.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/product/black-tea');
  const host = document.createElement('div');
  host.innerHTML = renderToString(remoteServerPage(REMOTE, Page, { url: '/product/black-tea', data, lang: 'en' }));
  document.body.append(host);
  const serverHeading = host.querySelector('h1');
  expect(serverHeading).toHaveTextContent('Black tea');
  const parcel = mountRootParcel(remoteLifecycles(REMOTE, Page), { domElement: host });
  await parcel.mountPromise;
  // The client's render: no preloaded answer (its page asks the server), the shop's first language.
  await waitFor(() => expect(host.querySelector('h1')).toHaveTextContent('loading'));
  expect(host.querySelector('h1')).not.toBe(serverHeading);
  expect(host.querySelectorAll('[data-remote="mf-test"]')).toHaveLength(1);
  expect(host.querySelector('p')).toHaveTextContent('Soo dhawoow');
  expect(errors).not.toHaveBeenCalled();
  await parcel.unmount();
  errors.mockRestore();
});

it('from the first navigation on, the embedded answers are gone: a page opened, or opened again, asks the server', async () => {
  env.IS_REACT_ACT_ENVIRONMENT = true;
  let go!: (to: string) => void;
  function Shows({ page }: { page?: { data: Preloaded } }) {
    go = useNavigate();
    return <p>{page?.data.size ? 'given' : 'asks'}</p>;
  }
  window.history.replaceState(null, '', '/product/black-tea');
  render(
    <BrowserRouter>
      <FirstPageData page={{ data, lang: 'en' }}>{(page) => <Shows page={page} />}</FirstPageData>
    </BrowserRouter>,
  );
  expect(screen.getByText('given')).toBeInTheDocument();
  act(() => go('/product/green-tea'));
  expect(screen.getByText('asks')).toBeInTheDocument();
  act(() => go('/product/black-tea'));
  expect(screen.getByText('asks')).toBeInTheDocument();
  env.IS_REACT_ACT_ENVIRONMENT = false;
});
