import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useLoad } from './useLoad';
import { dataKey, PreloadedData } from 'shared-federation/server';

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

describe('useLoad with preloaded data (server rendering, hydration)', () => {
  function Named({ id, load }: { id: string; load: () => Promise<string> }) {
    const { state, reload } = useLoad(id, load, { preload: 'product' });
    return (
      <>
        <p>{state.status === 'ready' ? state.value : state.status}</p>
        <button onClick={reload}>again</button>
      </>
    );
  }
  const given = new Map([[dataKey('product', 'tea'), { value: 'Black tea (given)' }]]);

  it('starts ready with the answer handed in for its call and key, and does not ask again', async () => {
    const load = jest.fn(() => Promise.resolve('Black tea (asked)'));
    render(
      <PreloadedData data={given}>
        <Named id="tea" load={load} />
      </PreloadedData>,
    );
    expect(screen.getByText('Black tea (given)')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Black tea (given)')).toBeInTheDocument();
  });

  it('is rendered by the server with the answer already in the HTML', () => {
    const html = renderToString(
      <PreloadedData data={given}>
        <Named id="tea" load={() => Promise.resolve('never asked')} />
      </PreloadedData>,
    );
    expect(html).toContain('Black tea (given)');
  });

  it('a key with nothing handed in (client-side navigation), a new key or a reload loads as before', async () => {
    const load = jest.fn(() => Promise.resolve('Green tea'));
    const { rerender } = render(
      <PreloadedData data={given}>
        <Named id="green-tea" load={load} />
      </PreloadedData>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Green tea')).toBeInTheDocument();
    rerender(
      <PreloadedData data={given}>
        <Named id="tea" load={load} />
      </PreloadedData>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'again' }).click();
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
