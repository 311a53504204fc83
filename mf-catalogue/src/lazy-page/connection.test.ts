import { connectionAllowsPrefetch } from './connection';

const withConnection = (connection?: { saveData?: boolean; effectiveType?: string }) =>
  ({ connection }) as unknown as Navigator;

describe('connectionAllowsPrefetch', () => {
  it('never under Save-Data, whatever the speed', () => {
    expect(connectionAllowsPrefetch(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('never on a %s connection', (effectiveType) => {
    expect(connectionAllowsPrefetch(withConnection({ saveData: false, effectiveType }))).toBe(false);
  });

  it('on a 4g connection without Save-Data', () => {
    expect(connectionAllowsPrefetch(withConnection({ saveData: false, effectiveType: '4g' }))).toBe(true);
  });

  it('when the browser does not say (Safari, Firefox)', () => {
    expect(connectionAllowsPrefetch(withConnection(undefined))).toBe(true);
  });
});
