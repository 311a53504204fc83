import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLoad } from './useLoad';

/** Never resolves: a part of the answer's render that waits (as a lazy component's code would). */
const never = new Promise<never>(() => undefined);
function Waits(): never {
  throw never;
}

function Probe({ load, transition }: { load: () => Promise<string>; transition?: boolean }) {
  const { state } = useLoad('key', load, { transition });
  if (state.status === 'ready') return <Waits />;
  return <p>{state.status === 'error' ? 'failed' : 'loading'}</p>;
}

const renderProbe = (load: () => Promise<string>, transition?: boolean) =>
  render(
    <Suspense fallback={<p>fallback</p>}>
      <Probe load={load} transition={transition} />
    </Suspense>,
  );

describe('useLoad', () => {
  it('shows the answer as a transition when asked: what is on screen stays while the answer renders', async () => {
    renderProbe(() => Promise.resolve('cards'), true);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    // A transition keeps what is shown until its render can finish.
    expect(screen.getByText('loading')).toBeVisible();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('shows the answer at once by default', async () => {
    renderProbe(() => Promise.resolve('details'));
    await act(async () => {
      await Promise.resolve();
    });
    // An urgent update replaces the loading text even though its render waits.
    expect(screen.getByText('fallback')).toBeVisible();
    expect(screen.getByText('loading')).not.toBeVisible();
  });

  it('shows a failure the same way', async () => {
    renderProbe(() => Promise.reject(new Error('offline')), true);
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });
});
