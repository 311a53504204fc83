import { render, screen } from '@testing-library/react';
import { ErrorState } from 'shared-ui';
import { PageLoadBoundary, PageLoadError } from '../lazy-page/PageLoadBoundary';
import { ShownError } from './ShownError';

const NETWORK_TEXT =
  'Unable to connect to the server. Please check your internet connection and try again.';

afterEach(() => jest.restoreAllMocks());

it('an error takes the focus when it appears, next to its Try again, and is announced', () => {
  render(
    <>
      <a href="/product/x">card</a>
      <ShownError>
        <ErrorState title="Failed" onAction={() => undefined} actionLabel="Try again" />
      </ShownError>
    </>,
  );
  expect(screen.getByRole('alert').parentElement).toHaveFocus();
  expect(screen.getByRole('alert')).toContainElement(
    screen.getByRole('button', { name: 'Try again' }),
  );
});

it('leaves the focus in an open dialog (the mobile search panel)', () => {
  const { rerender } = render(
    <div role="dialog">
      <input aria-label="search" autoFocus />
    </div>,
  );
  rerender(
    <>
      <div role="dialog">
        <input aria-label="search" autoFocus />
      </div>
      <ShownError>
        <ErrorState title="Failed" />
      </ShownError>
    </>,
  );
  expect(screen.getByRole('textbox', { name: 'search' })).toHaveFocus();
});

function Throws(): JSX.Element {
  throw new PageLoadError(new Error('chunk failed'));
}

it("offline, a page whose code did not arrive says the spec's connection text, focused", () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(
    <PageLoadBoundary onShow={() => undefined} onHide={() => undefined} onRetry={() => undefined}>
      <Throws />
    </PageLoadBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_TEXT);
  expect(screen.getByRole('alert').parentElement).toHaveFocus();
});
