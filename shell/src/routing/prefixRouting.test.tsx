// A remote adds a page below its prefix and ships it alone: the shell's table and code are
// unchanged, the shell mounts the remote for the prefix and the remote's own router draws it.
import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'shared-router';
import { PageNotFound, remoteLifecycles } from 'shared-federation';
import { setLanguage } from 'shared-ui';
import { ShellRoutes } from '../App';
import { loadRemoteApp } from '../federation/remotes';
import { ownerOf, ROUTES } from './routeTable';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadRemoteApp: jest.fn(),
}));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

/** mf-checkout's router as a later release of it might have it, with a page the shell never listed. */
function CheckoutRoutesNextRelease() {
  return (
    <Routes>
      <Route path="/order-confirmation" element={<h1>Order confirmed</h1>} />
      <Route path="/order-confirmation/receipt/:orderId" element={<h1>Receipt</h1>} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

const showShellAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>,
  );
};

// The remote draws in its own React root, mounted by single-spa outside any act(): the test
// waits for what it draws instead.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  setLanguage('en');
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));
const checkout = remoteLifecycles(
  { name: 'mf-checkout', version: '9.9.9' },
  CheckoutRoutesNextRelease,
);
// Only mf-checkout answers; any other remote is still loading.
beforeEach(() =>
  load.mockImplementation((remote) =>
    remote === 'mf-checkout' ? Promise.resolve(checkout) : new Promise(() => undefined),
  ),
);

describe('routing by prefix', () => {
  test('the shell table does not name the new page, only the prefix', () => {
    expect(ROUTES.map((r) => r.path)).not.toContain('/order-confirmation/receipt/:orderId');
    expect(ownerOf('/order-confirmation/receipt/42')?.remote).toBe('mf-checkout');
  });

  test("a sub-route added inside a remote renders in the remote's area with no shell change", async () => {
    showShellAt('/order-confirmation/receipt/42');
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-checkout', false);
    expect(
      document.querySelector('[data-remote="mf-checkout"][data-release="9.9.9"]'),
    ).not.toBeNull();
  });

  test('an address below the prefix the remote has no page for gets the remote\'s "not found"', async () => {
    showShellAt('/order-confirmation/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
