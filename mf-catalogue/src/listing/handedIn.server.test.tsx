/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { dataKey, PreloadedData } from 'shared-federation/server';
import { handedInBefore } from './handedIn';
import { usePreloadedAnswer } from './useLoad';

// The render service draws every shopper's pages in one process: what one render was handed must
// not outlive it there (it would be another shopper's "page opened again").
test('on the server an answer handed in is used for its page and not kept', () => {
  function Probe() {
    return <p>{usePreloadedAnswer<string>('homepageSections', 'homepage-sections') ?? 'nothing'}</p>;
  }
  const html = renderToString(
    <PreloadedData data={new Map([[dataKey('homepageSections', 'homepage-sections'), { value: 'sections' }]])}>
      <Probe />
    </PreloadedData>,
  );
  expect(html).toContain('sections');
  expect(handedInBefore('homepageSections', 'homepage-sections')).toBeUndefined();
  expect(renderToString(<Probe />)).toContain('nothing');
});
