import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CompanyDetails, OfficeDetails } from '../../src/components/mdx/CompanyDetails';
import { LOCALES, type Locale } from '../../src/schemas/common';
import type { Site } from '../../src/schemas/site';
import { renderIn, stringsOf } from '../helpers/render';

/** The legal pages' company details show content/site.yaml's facts under each language's labels. */
const site = parse(readFileSync('content/site.yaml', 'utf8')) as Site;
const [swiss, french] = site.offices as [Site['offices'][number], Site['offices'][number]];

/** The suffix a Swiss VAT number takes in each language: MWST, TVA and IVA are the official ones. */
const VAT_SUFFIX: Record<Locale, string> = { en: 'VAT', fr: 'TVA', de: 'MWST', it: 'IVA', es: 'IVA', ar: 'VAT' };

/** The address as each language writes it: Arabic puts its own comma before the country. */
function postalAddress(office: Site['offices'][number], locale: Locale): string {
  const comma = locale === 'ar' ? '،' : ',';
  return `${office.street}, ${office.postalCode} ${office.city}${comma} ${stringsOf(locale)[`office.country.${office.countryCode}`]}`;
}

const rows = () =>
  screen.getAllByRole('term').map((dt) => [dt.textContent, (dt.nextElementSibling as HTMLElement).textContent]);

describe('company details in the legal pages', () => {
  it.each(LOCALES)('shows the facts of content/site.yaml in %s', (locale: Locale) => {
    const t = stringsOf(locale);
    renderIn(<CompanyDetails />, { locale });
    expect(rows()).toEqual([
      [t['company.legalName'], site.legalName],
      [t['company.seat'], postalAddress(swiss, locale)],
      [t['company.registerNumber'], site.registerNumber],
      [t['company.vatNumber'], `${site.vatNumber} ${VAT_SUFFIX[locale]}`],
      [t['office.email'], swiss.email],
      [t['office.phone'], swiss.phone],
    ]);
    expect(screen.getByRole('link', { name: swiss.email }).getAttribute('href')).toBe(`mailto:${swiss.email}`);
    const phone = screen.getByRole('link', { name: swiss.phone });
    expect(phone.getAttribute('href')).toBe(`tel:${swiss.phone.replace(/\s/g, '')}`);
    expect(phone.getAttribute('dir')).toBe('ltr');
  });

  it.each(LOCALES)('shows the French office by its code in %s', (locale: Locale) => {
    const t = stringsOf(locale);
    renderIn(<OfficeDetails country="FR" />, { locale });
    expect(rows()).toEqual([
      [t['office.address'], postalAddress(french, locale)],
      [t['office.email'], french.email],
      [t['office.phone'], french.phone],
    ]);
    expect(screen.getByRole('link', { name: french.email }).getAttribute('href')).toBe(`mailto:${french.email}`);
  });

  it('refuses an office site.yaml does not have, naming the code', () => {
    expect(() => renderIn(<OfficeDetails country="DE" />)).toThrow('<OfficeDetails country="DE">');
  });
});
