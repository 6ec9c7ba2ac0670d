import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfficeHours } from '../../src/components/blocks/OfficeHours';
import type { Locale } from '../../src/schemas/common';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

/** What each language's contact page shows from content/site.yaml: the same hours, the language's own days and times of day. */
const EXPECTED: Record<Locale, [title: string, days: string[], times: string[]]> = {
  en: ['Office hours', ['Monday to Friday', 'Saturday'], ['8:00–12:00, 13:30–17:30', '9:00–12:00']],
  fr: [
    'Heures de bureau',
    ['Du lundi au vendredi', 'Samedi'],
    [
      '8\u00a0h\u00a000\u202f–\u202f12\u00a0h\u00a000, 13\u00a0h\u00a030\u202f–\u202f17\u00a0h\u00a030',
      '9\u00a0h\u00a000\u202f–\u202f12\u00a0h\u00a000',
    ],
  ],
  de: [
    'Bürozeiten',
    ['Montag bis Freitag', 'Samstag'],
    ['8.00–12.00\u00a0Uhr, 13.30–17.30\u00a0Uhr', '9.00–12.00\u00a0Uhr'],
  ],
  it: [
    "Orari d'ufficio",
    ['Dal lunedì al venerdì', 'Sabato'],
    ['dalle 8.00 alle 12.00, dalle 13.30 alle 17.30', 'dalle 9.00 alle 12.00'],
  ],
  es: ['Horario de atención', ['De lunes a viernes', 'Sábado'], ['8:00–12:00, 13:30–17:30', '9:00–12:00']],
  ar: [
    'ساعات العمل',
    ['من الاثنين إلى الجمعة', 'السبت'],
    ['من 8:00 إلى 12:00، ومن 13:30 إلى 17:30', 'من 9:00 إلى 12:00'],
  ],
};

describe('office hours on the contact page', () => {
  it.each(Object.entries(EXPECTED) as [Locale, [string, string[], string[]]][])(
    'shows the hours of content/site.yaml in %s, times left to right',
    (locale, [title, days, times]) => {
      const contact = pageRoute(locale, 'contact');
      renderIn(<OfficeHours block={blockOf(contact, 'officeHours')} />, { locale });
      const section = screen.getByRole('region', { name: title });
      expect(
        within(section)
          .getAllByRole('term')
          .map((dt) => dt.textContent),
      ).toEqual(days);
      expect(
        within(section)
          .getAllByRole('definition')
          .map((dd) => dd.textContent),
      ).toEqual(times);
      // Each time of day is isolated on its own, the words of the sentence around it stay in the page's direction.
      const isolated = [...section.querySelectorAll('bdi')];
      expect(isolated).toHaveLength(6);
      for (const bdi of isolated) {
        expect(bdi.getAttribute('dir')).toBe('ltr');
        expect(bdi.textContent).toMatch(/^\d{1,2}\D{1,5}\d{2}$/);
      }
    },
  );
});
