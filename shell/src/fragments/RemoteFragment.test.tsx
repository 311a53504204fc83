import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it("when it could not be loaded, shows what `failed` draws, whose retry loads it again; coming back online does too", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lifecycles } = fakeFragment();
    const load = jest
      .fn<Promise<LifeCycles>, [string, string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(lifecycles as LifeCycles);
    render(
      <RemoteFragment
        remote="mf-catalogue"
        module="categories-panel"
        props={{ who: 'Hodan' }}
        fallback={<p>rows to come</p>}
        failed={(retry) => <button onClick={retry}>Try again</button>}
        load={load}
      />,
    );
    expect(screen.getByText('rows to come')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    // Failed again: the browser coming back online tries once more, and the fragment takes over.
    await screen.findByRole('button', { name: 'Try again' });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('button', { name: 'Hello Hodan' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // Mounted, it no longer listens: another 'online' loads nothing.
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(3);
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

it('words typed into the fallback, even while the fragment mounts, go into its field with the caret and focus', async () => {
  // A React fragment owning its field's state, as the catalogue's search box does.
  function Box({ initial }: { initial: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <input
          aria-label="fragment field"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <output aria-label="fragment state">{value}</output>
      </>
    );
  }
  let root: Root | null = null;
  let finishMount: (() => void) | undefined;
  const lifecycles: LifeCycles<{ domElement: HTMLElement; initialKeyword: string }> = {
    bootstrap: async () => undefined,
    mount: ({ domElement, initialKeyword }) => {
      root = createRoot(domElement);
      flushSync(() => root!.render(<Box initial={initialKeyword} />));
      return new Promise<void>((r) => (finishMount = r));
    },
    unmount: async () => root?.unmount(),
  };
  let resolve: (l: LifeCycles) => void = () => undefined;
  const load = () => new Promise<LifeCycles>((r) => (resolve = r));
  function Slot() {
    const [draft, setDraft] = useState('');
    return (
      <RemoteFragment
        remote="mf-catalogue"
        module="search-box"
        props={{ initialKeyword: draft }}
        fallback={
          <input
            aria-label="plain field"
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        }
        load={load}
      />
    );
  }
  render(<Slot />);
  const plain = screen.getByRole('textbox', { name: 'plain field' }) as HTMLInputElement;
  fireEvent.change(plain, { target: { value: 'so' } });
  resolve(lifecycles as LifeCycles);
  // The fragment mounts with 'so'; the shopper goes on typing in the fallback meanwhile.
  await waitFor(() => expect(finishMount).toBeDefined());
  fireEvent.change(plain, { target: { value: 'soap' } });
  plain.setSelectionRange(2, 2);
  finishMount!();
  const field = (await screen.findByRole('textbox', {
    name: 'fragment field',
  })) as HTMLInputElement;
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveValue('soap');
  expect([field.selectionStart, field.selectionEnd]).toEqual([2, 2]);
  // The fragment's own state heard it (its onChange), not just the element.
  await waitFor(() => expect(screen.getByLabelText('fragment state')).toHaveTextContent('soap'));
  expect(screen.queryByRole('textbox', { name: 'plain field' })).not.toBeInTheDocument();
});
