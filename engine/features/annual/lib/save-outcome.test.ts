import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { loadFailureNamespace, saveOutcome } from './save-outcome.ts';

const answer = (status: number, data: unknown) => new ApiError(status, '', data);

describe('save outcomes (requirements/annual-and-vip.md §8.1 Annual)', () => {
  it('maps the machine codes', () => {
    expect(saveOutcome(answer(422, { code: 'not_personalizable' }))).toBe('notPersonalizable');
    expect(saveOutcome(answer(422, { code: 'already_personalized' }))).toBe('alreadyPersonalized');
    expect(saveOutcome(answer(422, { code: 'invalid_token' }))).toBe('invalidToken');
    expect(saveOutcome(answer(422, { code: 'holder_taken', errors: { customer_personalization_token: ['x'] } }))).toBe('holderTaken');
  });
  it('treats 401/403 as the guest failure', () => expect(saveOutcome(answer(403, null))).toBe('guest'));
  it('leaves field errors to the fields', () => expect(saveOutcome(answer(422, { errors: { email: ['is invalid'] } }))).toBe('fields'));
  it('calls everything else a failure', () => {
    expect(saveOutcome(answer(500, null))).toBe('failure');
    expect(saveOutcome(new Error('boom'))).toBe('failure');
  });
});

describe('load failures (contract engine routes)', () => {
  it('routes 404, 422 and the rest', () => {
    expect(loadFailureNamespace(answer(404, { error: 'Token not found' }))).toBe('ticket.annual.error');
    expect(loadFailureNamespace(answer(422, { code: 'not_personalizable' }))).toBe('ticket.annual.personalization.error');
    expect(loadFailureNamespace(answer(422, { code: 'invalid_token' }))).toBe('ticket.annual.personalization.error.invalidToken');
    expect(loadFailureNamespace(answer(503, null))).toBeNull();
    expect(loadFailureNamespace(new TypeError('offline'))).toBeNull();
  });
});
