import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfficeHours } from '../../src/components/blocks/OfficeHours';
import type { Locale } from '../../src/schemas/common';
import { blockOf, pageRoute, renderIn } from '../helpers/render';

/** What each language's contact page shows from content/site.yaml: the same hours, the language's own days. */
const EXPECTED: Record<Locale, [title: string, days: string[]]> = {
  en: ['Office hours', ['Monday to Friday', 'Saturday']],
  fr: ["Heures d'ouverture", ['du lundi au vendredi', 'samedi']],
  de: ['Öffnungszeiten', ['Montag bis Freitag', 'Samstag']],
  it: ['Orari di apertura', ['da lunedì a venerdì', 'sabato']],
  es: ['Horario de atención', ['de lunes a viernes', 'sábado']],
  ar: ['ساعات العمل', ['من الاثنين إلى الجمعة', 'السبت']],
};

describe('office hours on the contact page', () => {
  it.each(Object.entries(EXPECTED) as [Locale, [string, string[]]][])(
    'shows the hours of content/site.yaml in %s, times left to right',
    (locale, [title, days]) => {
      const contact = pageRoute(locale, 'contact');
      renderIn(<OfficeHours block={blockOf(contact, 'officeHours')} />, { locale });
      const section = screen.getByRole('region', { name: title });
      expect(
        within(section)
          .getAllByRole('term')
          .map((dt) => dt.textContent),
      ).toEqual(days);
      const times = within(section).getAllByRole('definition');
      const separator = locale === 'ar' ? '، ' : ', ';
      expect(times.map((dd) => dd.textContent)).toEqual([`08:00–12:00${separator}13:30–17:30`, '09:00–12:00']);
      for (const bdi of section.querySelectorAll('bdi')) expect(bdi.getAttribute('dir')).toBe('ltr');
    },
  );
});
