import { describe, expect, it } from 'vitest';
import { registrationOpen } from './registration-window.ts';

describe('VIP registration window (settings vip.registration)', () => {
  it('is closed before startsAt and open from that day on', () => {
    expect(registrationOpen({ startsAt: '2026-12-01' }, '2026-11-30')).toBe(false);
    expect(registrationOpen({ startsAt: '2026-12-01' }, '2026-12-01')).toBe(true);
  });

  it('closes after endsAt, including the last day itself', () => {
    expect(registrationOpen({ startsAt: '2021-08-30', endsAt: '2026-12-31' }, '2026-12-31')).toBe(true);
    expect(registrationOpen({ startsAt: '2021-08-30', endsAt: '2026-12-31' }, '2027-01-01')).toBe(false);
  });

  it('is open-ended when endsAt is empty', () => {
    expect(registrationOpen({ startsAt: '2021-08-30', endsAt: '' }, '2099-01-01')).toBe(true);
  });
});
