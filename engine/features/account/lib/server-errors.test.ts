import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { serverFormErrors } from './server-errors.ts';

describe('serverFormErrors (requirements/accounts.md §5.1, requirements/accounts.md §5.2)', () => {
  it('takes the first message per field and skips full_messages', () => {
    const error = new ApiError(422, 'Unprocessable', {
      error: 'Please correct the errors below.',
      errors: { email: ['The email has already been taken.', 'second'], full_messages: ['Email taken'], name: [] },
    });
    expect(serverFormErrors(error)).toEqual({ message: 'Please correct the errors below.', fields: { email: 'The email has already been taken.' } });
  });

  it('has nothing for network failures', () => {
    expect(serverFormErrors(new ApiError(0, 'Network error', null))).toEqual({ message: null, fields: {} });
    expect(serverFormErrors(new Error('x'))).toEqual({ message: null, fields: {} });
  });
});
