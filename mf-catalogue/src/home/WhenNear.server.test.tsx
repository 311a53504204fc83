/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { WhenNear } from './WhenNear';

// The server's HTML is what the browser hydrates: it must build the same parts as the browser's
// first render, the rows marked `now`, and leave the others as their placeholders.
test('on the server a row not marked now is its placeholder, as in the browser before it comes near', () => {
  const html = renderToString(
    <>
      <WhenNear now placeholder={<p>waiting first</p>}>
        <p>first row</p>
      </WhenNear>
      <WhenNear placeholder={<p>waiting lower</p>}>
        <p>lower row</p>
      </WhenNear>
    </>,
  );
  expect(html).toContain('first row');
  expect(html).toContain('waiting lower');
  expect(html).not.toContain('lower row');
});
