import { readInlinedRecord, RECORD_ELEMENT_ID, sameRecord } from './record';

const page = (inner: string | null, type = 'application/json') => {
  document.head.innerHTML = inner === null ? '' : `<script type="${type}" id="${RECORD_ELEMENT_ID}">${inner}</script>`;
  return document;
};

describe('the release record inlined in the page', () => {
  test('a filled slot gives the record, with only http(s) or root-relative manifest URLs', () => {
    expect(readInlinedRecord(page('{"mf_catalogue":"http://127.0.0.1:3001/mf-manifest.json","bad":"javascript:alert(1)"}'))).toEqual({
      mf_catalogue: 'http://127.0.0.1:3001/mf-manifest.json',
    });
  });

  test('no slot, a slot the host did not fill, bad JSON or an empty record: none (the shell asks /remotes.json)', () => {
    expect(readInlinedRecord(page(null))).toBeNull();
    expect(readInlinedRecord(page('<!--# include virtual="/remotes.json" -->'))).toBeNull();
    expect(readInlinedRecord(page('{"mf_catalogue":'))).toBeNull();
    expect(readInlinedRecord(page('{}'))).toBeNull();
    expect(readInlinedRecord(page('[]'))).toBeNull();
  });

  test('only a JSON data block counts, never a script', () => {
    expect(readInlinedRecord(page('{"mf_catalogue":"/m.json"}', 'text/javascript'))).toBeNull();
  });

  test('records are the same only with the same names and URLs', () => {
    expect(sameRecord({ a: '/a.json', b: '/b.json' }, { b: '/b.json', a: '/a.json' })).toBe(true);
    expect(sameRecord({ a: '/a.json' }, { a: '/a2.json' })).toBe(false);
    expect(sameRecord({ a: '/a.json' }, { a: '/a.json', b: '/b.json' })).toBe(false);
  });
});
