import { describe, expect, it } from 'vitest';
import { processParams } from './process-params.ts';

describe('processParams (requirements/checkout-and-orders.md §2.3)', () => {
  it('reads comment and paymentModeId from the URL', () => {
    expect(processParams(new URLSearchParams('comment=Rollstuhl&paymentModeId=8'))).toEqual({ customerComment: 'Rollstuhl', paymentModeId: '8' });
  });
  it('leaves out what is missing and ignores a mode id that is not a number', () => {
    expect(processParams(new URLSearchParams(''))).toEqual({});
    expect(processParams(new URLSearchParams('paymentModeId=x'))).toEqual({});
  });
});
