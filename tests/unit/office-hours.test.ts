import { describe, expect, it } from 'vitest';
import { dayRuns, hoursRows } from '../../src/lib/office-hours';
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
