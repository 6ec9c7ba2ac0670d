import { describe, expect, it } from 'vitest';
import { clockSpanParts, dayRangeKey, dayRuns, hoursRows, labelCase } from '../../src/lib/office-hours';
import { openingHoursSpecification } from '../../src/lib/jsonld';

describe('office hours', () => {
  const hours = [
    { days: ['fr', 'mo', 'tu', 'we', 'th'] as const, opens: '13:30', closes: '17:30' },
    { days: ['sa'] as const, opens: '09:00', closes: '12:00' },
    { days: ['mo', 'tu', 'we', 'th', 'fr'] as const, opens: '08:00', closes: '12:00' },
  ].map((h) => ({ ...h, days: [...h.days] }));

  it('gathers openings by the days they share, days and times in order', () => {
    expect(hoursRows(hours)).toEqual([
      {
        days: ['mo', 'tu', 'we', 'th', 'fr'],
        times: [
          { opens: '08:00', closes: '12:00' },
          { opens: '13:30', closes: '17:30' },
        ],
      },
      { days: ['sa'], times: [{ opens: '09:00', closes: '12:00' }] },
    ]);
  });

  it('names three or more days in a row as a span, and others one by one', () => {
    expect(dayRuns(['mo', 'tu', 'we', 'fr', 'sa'])).toEqual([{ from: 'mo', to: 'we' }, { day: 'fr' }, { day: 'sa' }]);
    expect(dayRuns(['su', 'mo'])).toEqual([{ day: 'mo' }, { day: 'su' }]);
  });

  it('gives the structured data one specification per opening, in schema.org days', () => {
    expect(openingHoursSpecification(hours)[1]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Saturday'],
      opens: '09:00',
      closes: '12:00',
    });
  });
});

describe('office hours as each language writes them', () => {
  const opening = { opens: '08:00', closes: '13:30' };
  it('writes times of day in the catalogue’s forms, the hour without its leading zero', () => {
    expect(clockSpanParts(opening, { time: '{hour} h {minute}', span: '{opens} – {closes}' })).toEqual([
      { time: '8 h 00' },
      { text: ' – ' },
      { time: '13 h 30' },
    ]);
    expect(clockSpanParts(opening, { time: '{hour}.{minute}', span: '{opens}–{closes} Uhr' })).toEqual([
      { time: '8.00' },
      { text: '–' },
      { time: '13.30' },
      { text: ' Uhr' },
    ]);
    expect(
      clockSpanParts({ opens: '13:30', closes: '17:30' }, { time: '{hour}:{minute}', span: '{opens}–{closes}' }),
    ).toEqual([{ time: '13:30' }, { text: '–' }, { time: '17:30' }]);
  });

  it('keeps the words of a sentence form apart from the times, so only the times are isolated', () => {
    expect(clockSpanParts(opening, { time: '{hour}:{minute}', span: 'من {opens} إلى {closes}' })).toEqual([
      { text: 'من ' },
      { time: '8:00' },
      { text: ' إلى ' },
      { time: '13:30' },
    ]);
    expect(clockSpanParts(opening, { time: '{hour}:{minute}', span: '{opens}–{closes}' })).toEqual([
      { time: '8:00' },
      { text: '–' },
      { time: '13:30' },
    ]);
  });

  it('gives a day range that ends on Sunday its own catalogue form, and leaves the others to the common one', () => {
    expect(dayRangeKey({ to: 'su' })).toBe('hours.dayRangeToSunday');
    expect(dayRangeKey({ to: 'fr' })).toBe('hours.dayRange');
  });

  it('starts a label with a capital, and leaves one without case alone', () => {
    expect(labelCase('de lunes a viernes', 'es')).toBe('De lunes a viernes');
    expect(labelCase('Montag bis Freitag', 'de')).toBe('Montag bis Freitag');
    expect(labelCase('من الاثنين إلى الجمعة', 'ar')).toBe('من الاثنين إلى الجمعة');
  });
});
