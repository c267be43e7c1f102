import { describe, expect, it } from 'vitest';
import { isReady, MISSING_PHOTO_URL, photoUrl, startDayOf, startDayProblem, startInstant } from './annual-rules';

// 10:00 in Berlin on 2026-11-22 (winter time, UTC+1).
const now = new Date('2026-11-22T09:00:00Z');

describe('annual start date', () => {
  it('reads the contract format, plain days and ISO instants as Berlin days', () => {
    expect(startDayOf('2026-12-01 10:00:00')).toBe('2026-12-01');
    expect(startDayOf('2026-12-01')).toBe('2026-12-01');
    expect(startDayOf('2026-11-30T23:30:00Z')).toBe('2026-12-01');
    expect(startDayOf('2026-12-01T00:00:00+01:00')).toBe('2026-12-01');
    expect(startDayOf('2026-02-30')).toBeNull();
    expect(startDayOf('tomorrow')).toBeNull();
  });

  it('allows today up to 365 days ahead, nothing earlier or later', () => {
    expect(startDayProblem('2026-11-22', now)).toBeNull();
    expect(startDayProblem('2027-11-22', now)).toBeNull();
    expect(startDayProblem('2026-11-21', now)).toBe('must not be in the past');
    expect(startDayProblem('2027-11-23', now)).toBe('must be within 365 days');
    expect(startDayProblem(null, now)).toBe('is not a valid date');
  });

  it('starts at midnight Berlin time, summer or winter', () => {
    expect(startInstant('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(startInstant('2027-07-01').toISOString()).toBe('2027-06-30T22:00:00.000Z');
  });
});

describe('slot readiness and photo URL', () => {
  const filled = { customer_id: 1, address_id: 2, has_photo: false };
  it('needs holder and address, and a photo only when mandatory', () => {
    expect(isReady(filled, 'optional')).toBe(true);
    expect(isReady(filled, 'mandatory')).toBe(false);
    expect(isReady({ ...filled, has_photo: true }, 'mandatory')).toBe(true);
    expect(isReady({ ...filled, address_id: null }, 'none')).toBe(false);
    expect(isReady({ ...filled, customer_id: null }, 'optional')).toBe(false);
  });

  it('points at the photo route with a cache-busting version, or the missing placeholder', () => {
    expect(photoUrl(5, 'a b', null)).toBe(MISSING_PHOTO_URL);
    expect(photoUrl(5, 'a b', new Date('2026-11-22T09:00:00Z'))).toBe('/api/v4/annual/personalizations/5/photo?token=a%20b&v=1795338000');
  });
});
