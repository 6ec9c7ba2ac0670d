import { describe, expect, it } from 'vitest';
import { format } from '../../src/i18n/format';

describe('a UI string with placeholders', () => {
  it('formats messages', () => {
    expect(format('Keep it under {max} characters.', { max: 100 })).toBe('Keep it under 100 characters.');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
