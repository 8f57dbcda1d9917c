import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, maskSecret } from '../encryption.js';
import { deriveKeys } from '../secrets.js';

describe('secrets at rest', () => {
  const key = deriveKeys('a-test-secret-with-enough-length-000000').encryption;

  it('round-trips and never stores the plain text', () => {
    const sealed = encryptSecret(key, 'EAAG-token');
    expect(sealed).not.toContain('EAAG');
    expect(decryptSecret(key, sealed)).toBe('EAAG-token');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = encryptSecret(key, 'EAAG-token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
    const otherKey = deriveKeys('another-secret-with-enough-length-11111').encryption;
    expect(() => decryptSecret(otherKey, sealed)).toThrow();
  });

  it('masks all but the last four characters', () => {
    expect(maskSecret('abcdefgh')).toBe('••••efgh');
    expect(maskSecret('abc')).toBe('••••');
  });
});
