import type { Site } from '../../../src/schemas/index';
import type { Content, Entry } from '../load/load';
import type { Problem } from '../problems';
import { proseFields } from '../load/prose';
import { writtenCollections } from '../load/written-collections';
import { singleFile } from '../collections';

const SITE_FILE = singleFile('site');

/**
 * Facts of content/site.yaml written out in a sentence ("write to contact@…, call +41 …") must be the
 * ones site.yaml holds: when an office's phone changes there, every page that still spells the old
 * one fails the check at its line. The company's and an office's details as a list are the
 * <CompanyDetails /> and <OfficeDetails /> components, which read site.yaml themselves.
 */
export function siteFactChecks(content: Content): Problem[] {
  const site = content.site?.data;
  if (!site) return [];
  const problems: Problem[] = [];
  for (const col of writtenCollections(content))
    for (const byLocale of col.values())
      for (const entry of byLocale.values()) problems.push(...checkEntry(entry, site));
  return problems;
}

/** A fact spelt in a text that site.yaml does not hold, with what to write instead. */
export interface WrongFact {
  found: string;
  message: string;
}

/** The e-mail addresses on the company's own domains, phone numbers and enterprise numbers in `text` that differ from site.yaml's. */
export function wrongFacts(text: string, site: Site): WrongFact[] {
  const wrong: WrongFact[] = [];
  // Every fact holds one of these characters: most texts hold none, and the patterns below are slow to fail.
  if (!FACT_MARKS.test(text)) return wrong;
  const emails = site.offices.map((o) => o.email.toLowerCase());
  const domains = new Set(emails.map((e) => e.slice(e.indexOf('@') + 1)));
  for (const [found] of text.matchAll(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) {
    const domain = found.slice(found.indexOf('@') + 1).toLowerCase();
    if (domains.has(domain) && !emails.includes(found.toLowerCase()))
      wrong.push({
        found,
        message: `e-mail "${found}" is not an office's in ${SITE_FILE}; write one of ${list(emails)}`,
      });
  }
  const phones = site.offices.map((o) => o.phone);
  const digits = (s: string) => s.replace(/\D/g, '');
  for (const [found] of text.matchAll(/\+\d[\d\s\u00a0\u202f]{6,}\d/g)) {
    if (!phones.some((p) => digits(p) === digits(found)))
      wrong.push({
        found,
        message: `phone "${found}" is not an office's in ${SITE_FILE}; write one of ${list(phones)}`,
      });
  }
  const numbers = [site.registerNumber, site.vatNumber].flatMap((n) => n.match(/CHE-[\d.]+\d/g) ?? []);
  for (const [found] of text.matchAll(/CHE-[\d.]+\d/g)) {
    if (!numbers.includes(found))
      wrong.push({
        found,
        message: `"${found}" is not the enterprise or VAT number in ${SITE_FILE} (${list(numbers)}); use <CompanyDetails /> or write the number from there`,
      });
  }
  return wrong;
}

/** What an e-mail address, a phone number and an enterprise number each contain. */
const FACT_MARKS = /[@+]|CHE-/;

const list = (values: string[]) => [...new Set(values)].map((v) => `"${v}"`).join(', ');

function checkEntry(entry: Entry<unknown>, site: Site): Problem[] {
  const problems: Problem[] = [];
  for (const [fieldPath, text] of proseFields(entry.data)) {
    const seen = new Map<string, number>();
    for (const { found, message } of wrongFacts(text, site)) {
      const nth = seen.get(found) ?? 0;
      seen.set(found, nth + 1);
      problems.push({ file: entry.file, ...entry.source.locateText(fieldPath, found, nth), field: '', message });
    }
  }
  if (entry.body && FACT_MARKS.test(entry.body.text)) {
    const lines = entry.body.text.split('\n');
    lines.forEach((text, i) => {
      for (const { found, message } of wrongFacts(text, site))
        problems.push({
          file: entry.file,
          line: entry.body!.line + i,
          column: text.indexOf(found) + 1,
          field: '',
          message,
        });
    });
  }
  return problems;
}
