import { describe, expect, it } from 'vitest';
import { cachedRead, forgetCachedReads } from './read-cache';

describe('cachedRead', () => {
  const value = { id: 1 };
  it('reads once within the time to live, again after it', async () => {
    let reads = 0;
    const read = async () => { reads += 1; return value; };
    const db = {} as never;
    expect(await cachedRead(db, 'shop', 'a', 1000, 0, read)).toBe(value);
    expect(await cachedRead(db, 'shop', 'a', 1000, 999, read)).toBe(value);
    expect(reads).toBe(1);
    await cachedRead(db, 'shop', 'b', 1000, 999, read);
    await cachedRead(db, 'shop', 'a', 1000, 1000, read);
    expect(reads).toBe(3);
  });
  it('keeps kinds and databases apart, and reads every time with a time to live of 0', async () => {
    let reads = 0;
    const read = async () => { reads += 1; return value; };
    const db = {} as never;
    await cachedRead(db, 'shop', 'a', 1000, 0, read);
    await cachedRead(db, 'order-tickets', 'a', 1000, 0, read);
    await cachedRead({} as never, 'shop', 'a', 1000, 0, read);
    await cachedRead(db, 'shop', 'x', 0, 0, read);
    await cachedRead(db, 'shop', 'x', 0, 0, read);
    expect(reads).toBe(5);
  });
  it('does not keep a failed read, and forgets everything of a database on request', async () => {
    const db = {} as never;
    await expect(cachedRead(db, 'shop', 'a', 1000, 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedRead(db, 'shop', 'a', 1000, 1, async () => value)).toBe(value);
    forgetCachedReads(db);
    const other = { id: 2 };
    expect(await cachedRead(db, 'shop', 'a', 1000, 2, async () => other)).toBe(other);
  });
});
