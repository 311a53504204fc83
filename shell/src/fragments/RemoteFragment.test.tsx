import { render, screen, waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { RemoteFragment } from './RemoteFragment';

type Props = { domElement: HTMLElement; who?: string; onPick?: (v: string) => void };

/** A fragment without React: writes its props into its element, and calls onPick when clicked. */
function fakeFragment() {
  const seen: Props[] = [];
  const lifecycles: LifeCycles<Props> = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      seen.push(props);
      props.domElement.innerHTML = `<button>Hello ${props.who}</button>`;
      props.domElement.querySelector('button')!.onclick = () => props.onPick?.('tea');
    },
    update: async (props) => {
      seen.push(props);
      props.domElement.querySelector('button')!.textContent = `Hello ${props.who}`;
    },
    unmount: async (props) => {
      props.domElement.innerHTML = '';
    },
  };
  return { lifecycles, seen };
}

// single-spa mounts outside React's act(): look at the DOM as a browser would.
const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (env.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (env.IS_REACT_ACT_ENVIRONMENT = true));

describe('RemoteFragment', () => {
  it('shows the fallback while loading, then the mounted fragment with its props', async () => {
    const { lifecycles } = fakeFragment();
    let resolve: (l: LifeCycles) => void = () => undefined;
    const load = jest.fn(() => new Promise<LifeCycles>((r) => (resolve = r)));
    render(
      <RemoteFragment
        remote="mf-catalogue"
        module="search-box"
        props={{ who: 'Hodan' }}
        fallback={<p>plain form</p>}
        load={load}
      />,
    );
    expect(screen.getByText('plain form')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-catalogue', 'search-box');
    resolve(lifecycles as LifeCycles);
    expect(await screen.findByRole('button', { name: 'Hello Hodan' })).toBeVisible();
    expect(screen.queryByText('plain form')).not.toBeInTheDocument();
  });

  it('with loadAfter, nothing is fetched until the page has settled; then the fragment takes over', async () => {
    const { lifecycles } = fakeFragment();
    let settle: () => void = () => undefined;
    const loadAfter = jest.fn(() => new Promise<void>((r) => (settle = r)));
    const load = jest.fn(async () => lifecycles as LifeCycles);
    render(
      <RemoteFragment
        remote="mf-catalogue"
        module="search-box"
        props={{ who: 'Hodan' }}
        fallback={<p>plain form</p>}
        load={load}
        loadAfter={loadAfter}
      />,
    );
    await Promise.resolve();
    expect(loadAfter).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('plain form')).toBeInTheDocument();
    settle();
    expect(await screen.findByRole('button', { name: 'Hello Hodan' })).toBeVisible();
    expect(load).toHaveBeenCalledWith('mf-catalogue', 'search-box');
  });

  it('keeps the fallback when the remote cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(() => Promise.reject(new Error('connection refused')));
    render(
      <RemoteFragment
        remote="mf-catalogue"
        module="categories-panel"
        fallback={<p>plain form</p>}
        load={load}
      />,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('plain form')).toBeInTheDocument();
  });

  it('new props update the mounted fragment; a new callback is called without remounting', async () => {
    const { lifecycles, seen } = fakeFragment();
    const load = jest.fn(async () => lifecycles as LifeCycles);
    const first = jest.fn();
    const second = jest.fn();
    const view = (who: string, onPick: () => void) => (
      <RemoteFragment
        remote="mf-catalogue"
        module="search-box"
        props={{ who, onPick }}
        fallback={null}
        load={load}
      />
    );
    const { rerender } = render(view('Hodan', first));
    await screen.findByRole('button', { name: 'Hello Hodan' });
    rerender(view('Ayaan', second));
    await screen.findByRole('button', { name: 'Hello Ayaan' });
    screen.getByRole('button').click();
    expect(second).toHaveBeenCalledWith('tea');
    expect(first).not.toHaveBeenCalled();
    expect(seen).toHaveLength(2); // one mount, one update
  });

  it('unmounts the fragment when the shell removes it', async () => {
    const { lifecycles } = fakeFragment();
    const unmount = jest.fn(lifecycles.unmount as (p: Props) => Promise<void>);
    lifecycles.unmount = unmount;
    const { unmount: remove } = render(
      <RemoteFragment
        remote="mf-catalogue"
        module="search-box"
        props={{ who: 'x' }}
        fallback={null}
        load={async () => lifecycles as LifeCycles}
      />,
    );
    await screen.findByRole('button', { name: 'Hello x' });
    remove();
    await waitFor(() => expect(unmount).toHaveBeenCalled());
  });
});

it('focus in the fallback moves to the fragment when it takes over', async () => {
  const lifecycles: LifeCycles<{ domElement: HTMLElement }> = {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) =>
      void (domElement.innerHTML = '<input aria-label="fragment field">'),
    unmount: async ({ domElement }) => void (domElement.innerHTML = ''),
  };
  let resolve: (l: LifeCycles) => void = () => undefined;
  render(
    <RemoteFragment
      remote="mf-catalogue"
      module="search-box"
      fallback={<input aria-label="plain field" autoFocus />}
      load={() => new Promise<LifeCycles>((r) => (resolve = r))}
    />,
  );
  expect(screen.getByRole('textbox', { name: 'plain field' })).toHaveFocus();
  resolve(lifecycles as LifeCycles);
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'fragment field' })).toHaveFocus(),
  );
});
