import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './form-errors';

describe('firstErrorMessage', () => {
  it('reads strings, issue lists, zod-like errors and Errors', () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage([])).toBeUndefined();
    expect(firstErrorMessage(['First name is required'])).toBe('First name is required');
    expect(firstErrorMessage([undefined, { message: 'Major is required' }])).toBe(
      'Major is required',
    );
    expect(firstErrorMessage({ issues: [{ message: 'Please enter a valid URL' }] })).toBe(
      'Please enter a valid URL',
    );
    expect(firstErrorMessage(new Error('boom'))).toBe('boom');
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
