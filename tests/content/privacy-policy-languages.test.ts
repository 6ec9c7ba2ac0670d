/**
 * The privacy policy states the same facts in every language it exists in: what each store keeps, for how
 * long, and where to write to exercise one's rights.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/schemas/locales';

const file = (locale: string) => `content/pages/politique-confidentialite.${locale}.mdx`;
const policy = (locale: string) => readFileSync(file(locale), 'utf8');
/** Every locale the policy is written in. */
const WRITTEN = LOCALES.filter((locale) => existsSync(file(locale)));

/** The items of the section on retention: the list right after the heading that mentions "30". */
function retentionItems(text: string): string[] {
  const sections = text.split(/^## /m);
  const retention = sections.find((s) => /^- \*\*/m.test(s) && s.includes('30') && s.includes('7'));
  return (retention ?? '').split('\n').filter((line) => line.startsWith('- **'));
}

describe('privacy policy', () => {
  it.each(WRITTEN)('%s lists the seven stores and the copies outside them, with the same periods', (locale) => {
    const items = retentionItems(policy(locale));
    expect(items).toHaveLength(8);
    // Contact messages: 3 years, orphaned attachments 1 day (netlify/lib/retention.ts).
    expect(items[0]).toMatch(/\b3\b/);
    // Pending subscriptions: 30 days, confirmation link 7 days (netlify/lib/newsletter/).
    expect(items[3]).toMatch(/\b30\b/);
    expect(items[3]).toMatch(/\b7\b/);
  });

  it.each(WRITTEN)('%s tells where to write to exercise the rights, and its date', (locale) => {
    const text = policy(locale);
    // The controller's details come from content/site.yaml (tests/components/CompanyDetails.test.tsx).
    expect(text).toContain('<CompanyDetails />');
    expect(text.match(/mailto:contact@terraluce\.example/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('updated: 2026-11-26');
  });
});
