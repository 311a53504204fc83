import * as argon2 from '@node-rs/argon2';
import { checkPassword, hashPassword } from './passwords';
import { codeHash, newCode, newToken, sameHex, sha256Hex } from './secrets';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const verifySpy = argon2.verify as jest.MockedFunction<typeof argon2.verify>;

describe('passwords', () => {
  it('are hashed with argon2id, salted (two hashes of one password differ)', async () => {
    const a = await hashPassword('correct horse 1');
    const b = await hashPassword('correct horse 1');
    expect(a.startsWith('$argon2id$')).toBe(true);
    expect(a).not.toBe(b);
    expect(await checkPassword(a, 'correct horse 1')).toBe(true);
    expect(await checkPassword(a, 'correct horse 2')).toBe(false);
  });

  it('an unknown account still runs a full argon2id check (against a dummy hash) and fails', async () => {
    verifySpy.mockClear();
    expect(await checkPassword(null, 'anything at all')).toBe(false);
    expect(verifySpy).toHaveBeenCalledTimes(1);
    expect(String(verifySpy.mock.calls[0]![0]).startsWith('$argon2id$')).toBe(true);
  });

  it('a broken stored hash is a failed check, not a crash', async () => {
    expect(await checkPassword('not-a-hash', 'whatever1')).toBe(false);
  });
});

describe('secrets', () => {
  it('tokens carry 256 random bits, URL-safe', () => {
    const t = newToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(t);
  });

  it('codes are always 6 digits', () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('code hashes depend on the salt; comparison is exact', () => {
    expect(codeHash('s1', '123456')).not.toBe(codeHash('s2', '123456'));
    expect(sameHex(sha256Hex('a'), sha256Hex('a'))).toBe(true);
    expect(sameHex(sha256Hex('a'), sha256Hex('b'))).toBe(false);
    expect(sameHex('ab', 'abcd')).toBe(false);
  });
});
