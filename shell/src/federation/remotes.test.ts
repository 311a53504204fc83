import { parseManifest } from './remotes';

describe('release manifest', () => {
  test('keeps remote names with http(s) or root-relative manifest URLs', () => {
    expect(
      parseManifest({ mf_catalogue: 'http://127.0.0.1:3001/mf-manifest.json', mf_live: '/live/mf-manifest.json', bad: 42, worse: 'javascript:alert(1)' }),
    ).toEqual({ mf_catalogue: 'http://127.0.0.1:3001/mf-manifest.json', mf_live: '/live/mf-manifest.json' });
  });

  test('a manifest that is not an object is refused with a clear error', () => {
    expect(() => parseManifest(['x'])).toThrow('remotes.json must be an object');
    expect(() => parseManifest(null)).toThrow('remotes.json must be an object');
  });
});
