import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

it('with mf-catalogue unreachable the plain form still searches, and an empty search does nothing', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValue(new Error('connection refused'));
  render(
    <MemoryRouter initialEntries={['/home']}>
      <SearchBox />
      <Address />
    </MemoryRouter>,
  );
  expect(load).toHaveBeenCalledWith('mf-catalogue', 'search-box');
  await waitFor(() => expect(console.error).toHaveBeenCalled());
  const input = screen.getByRole('searchbox', { name: 'Search Products' });
  fireEvent.submit(input);
  expect(address).toBe('/home');
  fireEvent.change(input, { target: { value: ' argan oil ' } });
  fireEvent.submit(input);
  expect(address).toBe('/search-results?keyword=argan%20oil');
});
