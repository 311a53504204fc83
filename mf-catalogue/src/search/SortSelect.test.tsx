import { act, render, screen } from '@testing-library/react';
import { RenderedLanguage } from 'shared-ui';
import { hydrateServerHtml } from '../testing/hydration';
import { serverPageWithoutScripts } from '../testing/noscript';
import { SortSelect } from './SortSelect';
import { resultsQuery } from './query';

describe('the sort of the search results', () => {
  it("on the server's page, a form of the results page's address that a no-script button sends: the server reads the sort back from it", () => {
    const holder = serverPageWithoutScripts(
      <RenderedLanguage value="so">
        <SortSelect keyword="saliid oil" value="price_desc" onChange={() => undefined} />
      </RenderedLanguage>,
    );
    const form = holder.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search-results');
    const button = form.querySelector('section > button[type="submit"]');
    expect(button).toHaveTextContent('Kala saar');
    // What the form sends, the choice changed to the lowest price first, is that search in that sort.
    form.querySelector('select')!.value = 'price_asc';
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(resultsQuery(sent)).toMatchObject({ keyword: 'saliid oil', filter: 'price_asc', page: 1 });
  });

  it('in the browser a choice sorts at once: the form has no button to send it', () => {
    const chosen = jest.fn();
    const { container } = render(<SortSelect keyword="oil" value="default" onChange={chosen} />);
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
    screen.getByRole('combobox').focus();
    (screen.getByRole('combobox') as HTMLSelectElement).value = 'reviews';
    screen.getByRole('combobox').dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toHaveBeenCalledWith('reviews');
  });

  /** The server's select (the default sort), its choice changed to `shown` before any script, hydrated. */
  const hydratedAfterChoosing = (shown: string, chosen: jest.Mock) =>
    hydrateServerHtml(<SortSelect keyword="oil" value="default" onChange={chosen} />, (host) => (host.querySelector('select')!.value = shown));

  it("a choice made on the server's select before it was hydrated is the shopper's: asked for once, as it is hydrated, and not again when React hands on the change", async () => {
    const chosen = jest.fn();
    const { host, warnings } = await hydratedAfterChoosing('price_asc', chosen);
    expect(warnings).toEqual([]);
    expect(chosen.mock.calls).toEqual([['price_asc']]);
    // Hydration kept the shopper's choice on screen.
    expect(host.querySelector('select')!.value).toBe('price_asc');
    // The change event of that same choice, handed on after hydration, asks nothing more.
    host.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toHaveBeenCalledTimes(1);
    host.remove();
  });

  it('a select hydrated as the server drew it asks for nothing; a later choice, and going back to the first sort, each ask once', async () => {
    const chosen = jest.fn();
    const { host, root } = await hydratedAfterChoosing('default', chosen);
    expect(chosen).not.toHaveBeenCalled();
    const select = host.querySelector('select')!;
    select.value = 'price_asc';
    await act(async () => select.dispatchEvent(new Event('change', { bubbles: true })));
    // The page sorts: the results' address now names that sort.
    await act(async () => root.render(<SortSelect keyword="oil" value="price_asc" onChange={chosen} />));
    select.value = 'default';
    await act(async () => select.dispatchEvent(new Event('change', { bubbles: true })));
    expect(chosen.mock.calls).toEqual([['price_asc'], ['default']]);
    act(() => root.unmount());
    host.remove();
  });
});
