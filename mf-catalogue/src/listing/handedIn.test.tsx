import { act, render, screen } from '@testing-library/react';
import { dataKey, PreloadedData } from 'shared-federation/server';
import { forgetAllHandedIn, freshFor, handedInBefore } from './handedIn';
import { useLoad, usePreloadedAnswer } from './useLoad';

const MINUTE = 60_000;

function Sections({ load }: { load: () => Promise<string> }) {
  const { state, reload } = useLoad('homepage-sections', load, { preload: 'homepageSections' });
  return (
    <>
      <p>{state.status === 'ready' ? state.value : state.status}</p>
      <button onClick={reload}>again</button>
    </>
  );
}

/** The answers the server drew the page with. */
const drawn = (answers: [string, string, { value: unknown } | { error: unknown }][]) =>
  new Map(answers.map(([call, key, entry]) => [dataKey(call, key), entry] as const));

/**
 * The page's Last-Modified (the render service's), `minutes` before the visit began, as the browser
 * gives it: document.lastModified, in local time, to the second.
 */
function lastModifiedBeforeVisit(minutes: number) {
  const d = new Date(performance.timeOrigin - minutes * MINUTE);
  const two = (n: number) => String(n).padStart(2, '0');
  const text = `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  jest.spyOn(Document.prototype, 'lastModified', 'get').mockReturnValue(text);
}

/** Renders and lets effects (and any load they start) run. */
async function renderSettled(ui: JSX.Element) {
  const view = render(ui);
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

const at = (minutesAfterVisit: number) => jest.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + minutesAfterVisit * MINUTE);

afterEach(() => {
  forgetAllHandedIn();
  jest.restoreAllMocks();
});

describe('answers the server handed in serve a page opened again while fresh (spec §9 cache times)', () => {
  it("a call's freshness is shared-api's cache lifetime; a call it does not cache or know is not kept", () => {
    expect(freshFor('homepageSections')).toBe(15 * MINUTE);
    expect(freshFor('product')).toBe(15 * MINUTE);
    expect(freshFor('products')).toBe(10 * MINUTE);
    expect(freshFor('searchProducts')).toBe(5 * MINUTE);
    expect(freshFor('productDeliveryInfo')).toBe(0);
    expect(freshFor('relatedRow')).toBe(0);
  });

  it('Back to /home within 15 minutes shows the sections drawn on the server, without asking again', async () => {
    const load = jest.fn(() => Promise.resolve('sections (asked)'));
    const first = await renderSettled(
      <PreloadedData data={drawn([['homepageSections', 'homepage-sections', { value: 'sections (drawn)' }]])}>
        <Sections load={load} />
      </PreloadedData>,
    );
    first.unmount();
    // A page opened after a navigation: shared-federation hands in nothing any more.
    at(14);
    await renderSettled(<Sections load={load} />);
    expect(screen.getByText('sections (drawn)')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('past the lifetime, or when the page asked again itself, it loads as before', async () => {
    const load = jest.fn(() => Promise.resolve('sections (asked)'));
    (
      await renderSettled(
        <PreloadedData data={drawn([['homepageSections', 'homepage-sections', { value: 'sections (drawn)' }]])}>
          <Sections load={load} />
        </PreloadedData>,
      )
    ).unmount();
    at(16);
    const later = await renderSettled(<Sections load={load} />);
    expect(await screen.findByText('sections (asked)')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    later.unmount();

    forgetAllHandedIn();
    jest.restoreAllMocks();
    const again = await renderSettled(
      <PreloadedData data={drawn([['homepageSections', 'homepage-sections', { value: 'sections (drawn)' }]])}>
        <Sections load={load} />
      </PreloadedData>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'again' }).click();
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(2);
    again.unmount();
    expect(handedInBefore('homepageSections', 'homepage-sections')).toBeUndefined();
  });

  it("their age counts from the page's Last-Modified: a page kept 14 minutes (nginx, the service worker) leaves 1", async () => {
    const load = jest.fn(() => Promise.resolve('sections (asked)'));
    lastModifiedBeforeVisit(14);
    (
      await renderSettled(
        <PreloadedData data={drawn([['homepageSections', 'homepage-sections', { value: 'sections (drawn)' }]])}>
          <Sections load={load} />
        </PreloadedData>,
      )
    ).unmount();
    expect(handedInBefore('homepageSections', 'homepage-sections', performance.timeOrigin + 0.5 * MINUTE)).toEqual({ value: 'sections (drawn)' });
    expect(handedInBefore('homepageSections', 'homepage-sections', performance.timeOrigin + 1.5 * MINUTE)).toBeUndefined();
  });

  it('a failure the server handed in is not kept, nor an answer of a call with no cache (a delivery fee)', async () => {
    function Probe() {
      const product = usePreloadedAnswer<string>('product', 'gone');
      const fee = usePreloadedAnswer<string>('productDeliveryInfo', '42');
      return <p>{`${product ?? 'no product'} / ${fee ?? 'no fee'}`}</p>;
    }
    (
      await renderSettled(
        <PreloadedData
          data={drawn([
            ['product', 'gone', { error: { message: 'Product not found', status: 404 } }],
            ['productDeliveryInfo', '42', { value: '$2.00' }],
          ])}
        >
          <Probe />
        </PreloadedData>,
      )
    ).unmount();
    await renderSettled(<Probe />);
    expect(screen.getByText('no product / no fee')).toBeInTheDocument();
  });
});
