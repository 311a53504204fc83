/**
 * Tests only. jsdom has no Response: the part of one the federation code reads (ok, status,
 * clone, json), where each copy's body can be read once, as a real one.
 */
export function fakeResponse(body: unknown, ok = true): Response {
  let read = false;
  return {
    ok,
    status: ok ? 200 : 503,
    clone: () => fakeResponse(body, ok),
    json: async () => {
      if (read) throw new TypeError('body already read');
      read = true;
      return body;
    },
  } as unknown as Response;
}
