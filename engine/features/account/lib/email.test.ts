import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail (requirements/accounts.md §5.1)', () => {
  it.each(['', 'a@b.de', 'first.last+tag@mail-server.example.org', 'UPPER@CASE.COM'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['plain', 'a@b', 'a@b.d3', 'a b@c.de', 'a@b_c.de', 'a@.de'])('rejects %s', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
