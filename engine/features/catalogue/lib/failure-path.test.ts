import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { failurePath } from './failure-path.ts';

describe('failurePath', () => {
  it('sends 503 to maintenance', () => {
    expect(failurePath(new ApiError(503, 'Service Unavailable', null), 'museum.error')).toBe('/maintenance');
  });

  it('sends other failures to the error page with the namespace', () => {
    expect(failurePath(new ApiError(404, 'Not Found', null), 'exhibition.error')).toBe('/page/error?namespace=exhibition.error');
    expect(failurePath(new TypeError('x'), 'museum.error')).toBe('/page/error?namespace=museum.error');
  });
});
