import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-ui';
import { lazyPage } from './lazyPage';
import { PageShownProvider } from './pageShown';

/** A page fetch the test settles by hand. */
function deferredLoad() {
  const calls: { resolve: (page: ComponentType) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const Skeleton = () => <div data-testid="page-skeleton" />;
const Page = () => <h1>Product page</h1>;

/** Settles a fetch and lets React render what follows. */
const settle = (run: () => void) =>
  act(async () => {
    run();
    await new Promise((r) => setTimeout(r, 0));
  });

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  // React logs every error a boundary catches; the boundary warns once per failed fetch.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('lazyPage', () => {
  it('shows the page skeleton until the page code arrives, then the page', async () => {
    const { load, calls } = deferredLoad();
    const LazyProduct = lazyPage(load, Skeleton);
    render(<LazyProduct />);

    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await settle(() => calls[0]!.resolve(Page));
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page whose code was prefetched renders at once, without the skeleton', async () => {
    const { load, calls } = deferredLoad();
    const LazyProduct = lazyPage(load, Skeleton);
    const prefetched = LazyProduct.preload();
    await settle(() => calls[0]!.resolve(Page));
    await prefetched;

    render(<LazyProduct />);
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefetching twice fetches once', () => {
    const { load } = deferredLoad();
    const LazyProduct = lazyPage(load, Skeleton);
    void LazyProduct.preload();
    void LazyProduct.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a fetch that fails shows the error state, and Try again fetches again and shows the page', async () => {
    const { load, calls } = deferredLoad();
    const LazyProduct = lazyPage(load, Skeleton);
    render(<LazyProduct />);

    await settle(() => calls[0]!.reject(new Error('ChunkLoadError')));
    expect(screen.getByRole('alert')).toHaveTextContent('This page did not load');
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();

    await settle(() => calls[1]!.resolve(Page));
    expect(screen.getByRole('heading', { name: 'Product page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Try again that fails again shows the error state again', async () => {
    const { load, calls } = deferredLoad();
    const LazyProduct = lazyPage(load, Skeleton);
    render(<LazyProduct />);
    await settle(() => calls[0]!.reject(new Error('offline')));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle(() => calls[1]!.reject(new Error('still offline')));

    expect(screen.getByRole('alert')).toHaveTextContent('This page did not load');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('coming back to a page whose fetch failed fetches again instead of opening on the error', async () => {
    const { load, calls } = deferredLoad();
    const LazyProduct = lazyPage(load, Skeleton);
    function Switch() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((s) => !s)}>switch</button>
          {shown && <LazyProduct />}
        </>
      );
    }
    render(<Switch />);
    await settle(() => calls[0]!.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an error thrown by the page itself goes on to the boundary around the catalogue', async () => {
    const Broken = () => {
      throw new Error('bug in the page');
    };
    class Outer extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>area crashed</p> : this.props.children;
      }
    }
    const LazyBroken = lazyPage(() => Promise.resolve(Broken), Skeleton);
    render(
      <Outer>
        <LazyBroken />
      </Outer>,
    );
    expect(await screen.findByText('area crashed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('tells the routes once the page is on screen, not while its code is on the way', async () => {
    const { load, calls } = deferredLoad();
    const LazyProduct = lazyPage(load, Skeleton);
    const shown = jest.fn();
    render(
      <PageShownProvider value={shown}>
        <LazyProduct />
      </PageShownProvider>,
    );
    expect(shown).not.toHaveBeenCalled();

    await settle(() => calls[0]!.resolve(Page));
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
