import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { isUnbookableDateError } from './unbookable-date.ts';

describe('requirements/events-and-seats.md §8.1 event date errors', () => {
  it('recognises the accounting-article date error', () => {
    expect(isUnbookableDateError(new ApiError(422, 'Unprocessable', { error: 'Product without accounting article' }))).toBe(true);
    expect(isUnbookableDateError(new ApiError(500, 'Server Error', { error: 'boom' }))).toBe(false);
    expect(isUnbookableDateError(new Error('product without accounting article'))).toBe(false);
  });
});
