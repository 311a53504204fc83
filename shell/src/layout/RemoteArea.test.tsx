import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteArea, SPINNER_DELAY_MS } from './RemoteArea';
import type { LifeCycles } from 'single-spa';
import { loadRemoteApp } from '../federation/remotes';
import { IncompatibleRemoteError } from '../federation/compatibility';
import { t } from '../messages';
import { keepServerArea } from '../startup/serverArea';
import { LOADING_PART } from './NeedsJavaScript';

jest.mock('../federation/remotes', () => ({ loadRemoteApp: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

const lifecycles = {
  bootstrap: async () => undefined,
  mount: async (props: { domElement?: HTMLElement }) => {
    props.domElement!.innerHTML = '<p>catalogue page</p>';
  },
  unmount: async (props: { domElement?: HTMLElement }) => {
    props.domElement!.innerHTML = '';
  },
} as unknown as LifeCycles;

describe('remote area', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  test('mounts the remote lifecycles into its area', async () => {
    load.mockResolvedValue(lifecycles);
    render(<RemoteArea remote="mf-catalogue" />);
    expect(await screen.findByText('catalogue page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-catalogue', false);
  });

  test('a mount that takes seconds (a slow phone hydrating, a page chunk on a slow line) draws no warning from single-spa', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = console.error as jest.Mock;
    error.mockClear();
    jest.useFakeTimers();
    try {
      let settle!: () => void;
      load.mockResolvedValue({ ...lifecycles, mount: () => new Promise<void>((resolve) => (settle = resolve)) } as unknown as LifeCycles);
      render(<RemoteArea remote="mf-catalogue" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      expect(settle).toBeDefined(); // the mount had started
      settle();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      warn.mockRestore();
    }
  });

  test("the page's server-rendered area is put back in the area at once, and the remote hydrates it there with its data", async () => {
    window.history.replaceState(null, '', '/product/black-tea');
    document.body.innerHTML =
      '<div data-server-rendered="mf_catalogue"><h1>Black tea</h1></div><script type="application/json" id="suuq-page-data">' +
      JSON.stringify({ remote: 'mf_catalogue', url: '/product/black-tea', lang: 'so', data: { 'product:black-tea': { name: 'Black tea' } } }) +
      '</script>';
    const heading = document.querySelector('h1')!;
    keepServerArea(document);
    let mountedWith: { domElement?: HTMLElement; serverPage?: unknown } | undefined;
    let arrive!: (l: LifeCycles) => void;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { container } = render(<RemoteArea remote="mf-catalogue" />);
    // Before the remote's code is here: the server's heading, the same element, and no skeleton over it.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[data-remote-area]')).toHaveAttribute('aria-busy', 'false');
    arrive({ ...lifecycles, mount: async (props: { domElement?: HTMLElement; serverPage?: unknown }) => void (mountedWith = props) } as unknown as LifeCycles);
    await act(async () => undefined);
    expect(mountedWith?.domElement).toBe(heading.parentElement);
    expect(mountedWith?.serverPage).toEqual({ lang: 'so', data: { 'product:black-tea': { name: 'Black tea' } } });
    window.history.replaceState(null, '', '/');
  });

  test('a remote that cannot load shows Try again, and Try again loads it anew', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(lifecycles);
    render(<RemoteArea remote="mf-catalogue" />);
    const retry = await screen.findByRole('button', { name: t('tryAgain') });
    await userEvent.click(retry);
    expect(await screen.findByText('catalogue page')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf-catalogue', true);
    expect(screen.queryByRole('button', { name: t('tryAgain') })).not.toBeInTheDocument();
  });

  test('a remote this shell refused says its part of the shop is being updated, not to check the connection; Try again stays', async () => {
    load.mockRejectedValueOnce(new IncompatibleRemoteError('http://127.0.0.1:3001/mf-manifest.json', ['built with federation 3.0.0'])).mockResolvedValueOnce(lifecycles);
    render(<RemoteArea remote="mf-catalogue" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('remoteUpdatingTitle'));
    expect(alert).toHaveTextContent(t('remoteUpdatingText'));
    expect(alert).not.toHaveTextContent(t('remoteFailedText'));
    await userEvent.click(screen.getByRole('button', { name: t('tryAgain') }));
    expect(await screen.findByText('catalogue page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a remote that could not be reached keeps the connection text', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError'));
    render(<RemoteArea remote="mf-catalogue" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('remoteFailedTitle'));
    expect(alert).toHaveTextContent(t('remoteFailedText'));
    expect(alert).not.toHaveTextContent(t('remoteUpdatingTitle'));
    expect(screen.getByRole('button', { name: t('tryAgain') })).toBeInTheDocument();
  });

  test("tells the remote which paths are still its own, so its \"not found\" stays quiet while the shell moves on", async () => {
    let ownsPath: ((pathname: string) => boolean) | undefined;
    load.mockResolvedValue({
      ...lifecycles,
      mount: async (props: { domElement?: HTMLElement; ownsPath?: (pathname: string) => boolean }) => {
        ownsPath = props.ownsPath;
        props.domElement!.innerHTML = '<p>catalogue page</p>';
      },
    } as unknown as LifeCycles);
    render(<RemoteArea remote="mf-catalogue" />);
    await screen.findByText('catalogue page');
    expect([ownsPath?.('/product/x/reviews'), ownsPath?.('/cart'), ownsPath?.('/nowhere')]).toEqual([true, false, false]);
  });

  test("replacing the static page's frame while its area's spinner is on screen, the spinner stays: it does not leave for the delay and come back", () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValue(new Promise<LifeCycles>(() => undefined));
      // The static page's frame (drawn at build time), its area loading, as React's first render finds it.
      const baked = document.createElement('div');
      baked.innerHTML = `<section aria-busy="true"><div ${LOADING_PART}=""><span role="status" aria-label="…"></span></div></section>`;
      document.body.appendChild(baked);
      const { container } = render(<RemoteArea remote="mf-catalogue" />);
      baked.remove(); // replaced in the same commit (createRoot)
      expect(within(container).getByRole('status', { name: t('remoteLoading') })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a page still loading after the delay shows the loading spinner, announced; a quick one never does', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (l: LifeCycles) => void = () => undefined;
      load.mockReturnValue(new Promise<LifeCycles>((resolve) => (arrive = resolve)));
      render(<RemoteArea remote="mf-catalogue" />);
      act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS - 1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status', { name: 'Soo dejinaya…' })).toBeInTheDocument();
      await act(async () => arrive(lifecycles));
      expect(await screen.findByText('catalogue page')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
