import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../settings/defaults.gen.ts';
import { checksumMethod } from './checksum-method.ts';

const modes = DEFAULT_SETTINGS.checkout.paymentModes;
const instantOn = { ...modes, enabled: { ...modes.enabled, instantTransfer: true } };

describe('checksum method of the process step (requirements/payment.md §7.1, requirements/payment.md §9.1)', () => {
  it('takes the method the URL names', () => {
    expect(checksumMethod('express', modes, '7')).toBe('express');
    expect(checksumMethod('instant', modes, null)).toBe('instant');
  });
  it('instant transfer without a mode id pays by checksum', () => {
    expect(checksumMethod(null, instantOn, '')).toBe('instant');
  });
  it('instant transfer with its own mode id, or any other mode, needs none', () => {
    expect(checksumMethod(null, { ...instantOn, ids: { ...instantOn.ids, instantTransfer: '9' } }, '9')).toBeNull();
    expect(checksumMethod(null, instantOn, '2')).toBeNull();
    expect(checksumMethod(null, modes, '')).toBeNull();
  });
});
