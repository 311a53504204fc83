import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { loadRemoteModule } from '../federation/remotes';
import { SearchBox } from './SearchBox';

jest.mock('../federation/remotes', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.Mock;

let address = '';
function Address() {
  const l = useLocation();
  address = l.pathname + l.search;
  return null;
}

beforeAll(() => setLanguage('en'));

it('the fragment is fetched only once the shopper reaches for the page (or it settles); unreachable, the plain form still searches, and an empty search does nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValue(new Error('connection refused'));
  render(
    <MemoryRouter initialEntries={['/home']}>
      <SearchBox />
      <Address />
    </MemoryRouter>,
  );
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  await waitFor(() => expect(load).toHaveBeenCalledWith('mf-catalogue', 'search-box'));
  await waitFor(() => expect(console.error).toHaveBeenCalled());
  const input = screen.getByRole('searchbox', { name: 'Search Products' });
  fireEvent.submit(input);
  expect(address).toBe('/home');
  fireEvent.change(input, { target: { value: ' argan oil ' } });
  fireEvent.submit(input);
  expect(address).toBe('/search-results?keyword=argan%20oil');
});

it('words typed into the plain form while the fragment loads are handed to it', async () => {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = false; // single-spa mounts outside act()
  const received: Record<string, unknown>[] = [];
  const lifecycles: LifeCycles<{ domElement: HTMLElement }> = {
    bootstrap: async () => undefined,
    mount: async (props) => void received.push(props),
    unmount: async () => undefined,
  };
  let resolve: (l: LifeCycles) => void = () => undefined;
  load.mockReturnValue(new Promise<LifeCycles>((r) => (resolve = r)));
  render(
    <MemoryRouter>
      <SearchBox autoFocus />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search Products' }), {
    target: { value: 'arg' },
  });
  resolve(lifecycles as LifeCycles);
  await waitFor(() => expect(received).toHaveLength(1));
  expect(received[0]).toMatchObject({ autoFocus: true, initialKeyword: 'arg' });
  env.IS_REACT_ACT_ENVIRONMENT = true;
});
