import { dataKey, embeddable, fromEmbedded, type Preloaded } from './pageData';

/** The page's embedded data as the browser reads it: JSON, once. */
const throughThePage = (data: Preloaded) => fromEmbedded(JSON.parse(JSON.stringify(embeddable(data))) as Record<string, unknown>);

class NotFound extends Error {
  readonly kind = 'business';
  constructor(readonly status: number, readonly code: string, readonly details = { user_id: 7 }) {
    super('Product not found');
  }
}

describe("a page's data, embedded by the server and read back by the browser", () => {
  it('answers travel as they are', () => {
    const back = throughThePage(new Map([[dataKey('product', 'tea'), { value: { name: 'Black tea', price: 2.5 } }]]));
    expect(back.get(dataKey('product', 'tea'))).toEqual({ value: { name: 'Black tea', price: 2.5 } });
  });

  it('a kept failure travels too, as its plain fields (message, kind, status, code) and nothing else', () => {
    const back = throughThePage(new Map([[dataKey('product', 'gone'), { error: new NotFound(404, 'not_found') }]]));
    expect(back.get(dataKey('product', 'gone'))).toEqual({ error: { message: 'Product not found', kind: 'business', status: 404, code: 'not_found' } });
  });

  it('a failure that is not an Error still travels with a message', () => {
    const back = throughThePage(new Map([[dataKey('product', 'odd'), { error: 'timed out' }]]));
    expect(back.get(dataKey('product', 'odd'))).toEqual({ error: { message: 'timed out' } });
  });

  it("a reader that knows only answers (an older shell's copy) finds no answer under a failed call's key: its page asks, as before", () => {
    const embedded = embeddable(new Map([[dataKey('product', 'gone'), { error: new NotFound(404, 'not_found') }]]));
    const olderReader = new Map(Object.entries(embedded).map(([key, value]) => [key, { value }]));
    expect(olderReader.get(dataKey('product', 'gone'))).toBeUndefined();
  });
});
