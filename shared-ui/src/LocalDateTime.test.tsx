import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatDateTime } from './dates';
import { LocalDateTime } from './LocalDateTime';

const ISO = '2026-11-24T07:42:00Z';

test("on the server a time is in the shop's zone; the browser hydrates that same text, then shows the shopper's own zone", async () => {
  const html = renderToString(<LocalDateTime iso={ISO} />);
  expect(html).toBe('<time dateTime="2026-11-24T07:42:00Z">24 Nov 2026, 10:42</time>');
  const host = document.createElement('div');
  host.innerHTML = html;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(host, <LocalDateTime iso={ISO} />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(host.textContent).toBe(formatDateTime(ISO));
});
