import { declareNeeds, describeOffer, incompatibilities, isCompatible, needsOf, satisfies } from './compatibility.mjs';

const build = (federationVersion, api = '1.2.0', events = '2.0.1') => ({
  federationVersion,
  contractVersions: { 'shared-api': api, 'shared-events': events },
});
const shell = describeOffer(build('2.9.2'));
const manifestOf = (needs) => ({ id: 'mf_live', metaData: { name: 'mf_live', needs } });

describe('what a remote declares and what a shell offers', () => {
  test('a remote needs a runtime from its own minor on, within its major, and the majors of the contracts it was built with', () => {
    expect(declareNeeds(build('2.9.2'))).toEqual({
      federation: { built: '2.9.2', range: '^2.9.0' },
      contracts: { 'shared-api': 1, 'shared-events': 2 },
    });
  });

  test('a shell offers the runtime it runs and the majors of the contracts it provides', () => {
    expect(shell).toEqual({ federation: '2.9.2', contracts: { 'shared-api': 1, 'shared-events': 2 } });
  });

  test('a version that is not x.y.z is refused at build time', () => {
    expect(() => declareNeeds(build('next'))).toThrow('federation version next is not x.y.z');
    expect(() => describeOffer(build('2.9.2', 'workspace:*'))).toThrow('shared-api: version workspace:* is not x.y.z');
  });
});

describe('reading the needs out of a manifest', () => {
  test('the needs a build wrote are read back as they are', () => {
    const needs = declareNeeds(build('2.9.2'));
    expect(needsOf(JSON.parse(JSON.stringify(manifestOf(needs))))).toEqual(needs);
  });

  test('a manifest without needs, or with needs of the wrong shape, declares none', () => {
    expect(needsOf({ metaData: {} })).toBeNull();
    expect(needsOf(null)).toBeNull();
    expect(needsOf(manifestOf({ federation: '^2.9.0', contracts: {} }))).toBeNull();
    expect(needsOf(manifestOf({ federation: { built: '2.9.2', range: '^2.9.0' }, contracts: { 'shared-api': '1' } }))).toBeNull();
  });
});

describe('the rule: which remotes a shell runs', () => {
  test('a remote built like the shell runs', () => {
    expect(incompatibilities(declareNeeds(build('2.9.2')), shell)).toEqual([]);
  });

  test('a remote built on an older release of the same major runs on a newer shell', () => {
    expect(isCompatible(declareNeeds(build('2.8.0')), shell)).toBe(true);
  });

  test('a remote built on another federation major is refused, newer or older', () => {
    expect(incompatibilities(declareNeeds(build('3.0.0')), shell)).toEqual(['built with federation 3.0.0, the shell runs 2.9.2 (another major)']);
    expect(isCompatible(declareNeeds(build('1.4.0')), shell)).toBe(false);
  });

  test('a remote that needs a newer runtime of the same major than the shell runs is refused', () => {
    expect(incompatibilities(declareNeeds(build('2.10.1')), shell)).toEqual(['needs a federation runtime ^2.10.0, the shell runs 2.9.2']);
  });

  test('a remote that needs a newer contract major than the shell provides is refused', () => {
    expect(incompatibilities(declareNeeds(build('2.9.2', '2.0.0')), shell)).toEqual(['needs shared-api 2.x, the shell provides 1.x']);
  });

  test('a remote built on an older contract major than the shell provides runs', () => {
    expect(isCompatible(declareNeeds(build('2.9.2', '0.4.0', '1.0.0')), shell)).toBe(true);
  });

  test('a remote that needs a contract the shell does not provide is refused', () => {
    const needs = { ...declareNeeds(build('2.9.2')), contracts: { 'shared-payments': 1 } };
    expect(incompatibilities(needs, shell)).toEqual(['needs shared-payments 1.x, which the shell does not provide']);
  });

  test('a remote that declares nothing is refused', () => {
    expect(incompatibilities(needsOf({ metaData: {} }), shell)).toEqual(['the remote\'s manifest declares no readable needs (metaData.needs)']);
  });
});

describe('ranges', () => {
  test.each([
    ['2.9.2', '^2.9.0', true],
    ['2.12.0', '^2.9.0', true],
    ['3.0.0', '^2.9.0', false],
    ['2.8.9', '^2.9.0', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['2.9.7', '~2.9.1', true],
    ['2.10.0', '~2.9.1', false],
    ['2.9.2', '2.9.2', true],
    ['2.9.3', '2.9.2', false],
    ['2.9.2', '>=2.0.0', false],
    ['2.9.2', '2.x', false],
  ])('%s in %s: %s (only exact, ^ and ~ ranges are understood)', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
