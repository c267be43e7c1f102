import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { classifyBootstrapError } from './bootstrap-error.ts';

describe('classifyBootstrapError', () => {
  it('sends 503 to maintenance', () => {
    expect(classifyBootstrapError(new ApiError(503, 'Service Unavailable', { error: 'maintenance', errors: {} }))).toBe('maintenance');
  });

  it('retries a 422 that mentions the locale', () => {
    const error = new ApiError(422, 'Unprocessable Entity', { error: "Unknown locale 'xx'", errors: { locale: ['is not included'] } });
    expect(classifyBootstrapError(error)).toBe('locale');
  });

  it('treats other 422s, other statuses and non-API failures as the generic error', () => {
    expect(classifyBootstrapError(new ApiError(422, 'Unprocessable Entity', { error: 'bad shop', errors: {} }))).toBe('error');
    expect(classifyBootstrapError(new ApiError(500, 'Internal Server Error', null))).toBe('error');
    expect(classifyBootstrapError(new ApiError(0, 'Network error', null))).toBe('error');
    expect(classifyBootstrapError(new TypeError('boom'))).toBe('error');
  });
});
