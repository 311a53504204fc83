import { render, screen } from '@testing-library/react';
import { RenderedLanguage } from 'shared-ui';
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
});
