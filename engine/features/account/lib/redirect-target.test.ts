import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect-target.ts';

describe('safeRedirect', () => {
  it('keeps in-shop paths and drops everything else', () => {
    expect(safeRedirect('/user/orders?page=2', '/user/account')).toBe('/user/orders?page=2');
    expect(safeRedirect('//evil.example', '/user/account')).toBe('/user/account');
    expect(safeRedirect('https://evil.example', '/user/account')).toBe('/user/account');
    expect(safeRedirect(null, '/user/account')).toBe('/user/account');
  });
});
