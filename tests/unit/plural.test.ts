import { describe, expect, it } from 'vitest';
import { pluralCategories, pluralFormKey } from '../../src/i18n/plural';

const key = (locale: string, count: number, keys: string[]) =>
  pluralFormKey('comments.count', count, locale, (k) => keys.includes(`${k}`));
const all = (locale: string) => pluralCategories(locale).map((c) => `comments.count.${c}`);

describe('plural forms', () => {
  it('lists the forms each language needs for counts up to 1,000', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('fr')).toEqual(['one', 'other']);
    expect(pluralCategories('de')).toEqual(['one', 'other']);
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });

  it('says "0 commentaire" in French but "0 comments" in English', () => {
    expect(key('fr', 0, all('fr'))).toBe('comments.count.one');
    expect(key('fr', 1, all('fr'))).toBe('comments.count.one');
    expect(key('fr', 2, all('fr'))).toBe('comments.count.other');
    expect(key('en', 0, all('en'))).toBe('comments.count.other');
    expect(key('en', 1, all('en'))).toBe('comments.count.one');
  });

  it('uses the six Arabic forms', () => {
    const forms = [0, 1, 2, 3, 10, 11, 99, 100, 103].map((n) => key('ar', n, all('ar')).replace('comments.count.', ''));
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'few']);
  });

  it('falls back to .other when a catalogue lacks the form (French millions)', () => {
    expect(key('fr', 1_000_000, all('fr'))).toBe('comments.count.other');
    expect(key('ar', 3, ['comments.count.other'])).toBe('comments.count.other');
  });
});
