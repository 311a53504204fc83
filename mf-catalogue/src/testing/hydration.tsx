import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * `element` as the server drew it, in a page of its own; `before` runs on that HTML first (what a
 * shopper did before the scripts came: a choice on a select), then the browser hydrates it.
 * `warnings` are what React said while hydrating (a mismatch is one): a test expects none.
 */
export async function hydrateServerHtml(
  element: ReactElement,
  before: (host: HTMLElement) => void = () => undefined,
): Promise<{ host: HTMLElement; root: Root; warnings: unknown[][] }> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  before(host);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root!: Root;
  try {
    await act(async () => {
      root = hydrateRoot(host, element);
    });
    return { host, root, warnings: [...errors.mock.calls] };
  } finally {
    errors.mockRestore();
  }
}
