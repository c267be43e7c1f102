import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { hashSecret, secretMatches } from './secret-token';

describe('password hashing', () => {
  it('stores scrypt parameters and salt, and verifies only the right password', async () => {
    const hash = await hashPassword('Richtig-123');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$/);
    expect(hash).not.toContain('Richtig-123');
    expect(await verifyPassword('Richtig-123', hash)).toBe(true);
    expect(await verifyPassword('richtig-123', hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('compares token hashes, never tokens', () => {
    expect(secretMatches('abc', hashSecret('abc'))).toBe(true);
    expect(secretMatches('abd', hashSecret('abc'))).toBe(false);
    expect(secretMatches('abc', 'not-hex')).toBe(false);
  });
});
