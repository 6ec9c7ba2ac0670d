/**
 * The company's facts are written once, in content/site.yaml: the legal pages show them through
 * <CompanyDetails /> and <OfficeDetails />, and a fact a sentence spells out must be site.yaml's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildContent } from '../../scripts/content/build';
import { componentAttributeErrors } from '../../scripts/content/mdx/component-attributes';
import { formatProblem } from '../../scripts/content/problems';
import { wrongFacts } from '../../scripts/content/checks/site-fact-checks';
import type { Site } from '../../src/schemas/site';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

const site = parse(readFileSync('content/site.yaml', 'utf8')) as Site;

afterEach(removeTempDirs);

describe('facts spelt in a sentence', () => {
  it("accepts site.yaml's e-mails, phones (any spacing) and numbers, and addresses of other domains", () => {
    const text =
      'Write to contact@terraluce.example or FRANCE@terraluce.example, call +41 22 555 01 00 or +33 450 550 100; ' +
      'UID CHE-000.000.000. Your address, such as name@example.com, stays yours.';
    expect(wrongFacts(text, site)).toEqual([]);
  });

  it('names a mistyped e-mail on the own domain, a wrong phone and a wrong enterprise number, with what to write', () => {
    const found = wrongFacts('contakt@terraluce.example, +41 22 555 01 09, CHE-123.456.789 TVA', site);
    expect(found.map((f) => f.found)).toEqual(['contakt@terraluce.example', '+41 22 555 01 09', 'CHE-123.456.789']);
    expect(found[0]!.message).toContain('write one of "contact@terraluce.example", "france@terraluce.example"');
    expect(found[1]!.message).toContain('"+41 22 555 01 00", "+33 4 50 55 01 00"');
    expect(found[2]!.message).toContain('use <CompanyDetails />');
  });

  it('fails the content check at the line of a phone number site.yaml does not hold', async () => {
    const dir = copyContent('site-facts-');
    const file = 'content/pages/mentions-legales.de.mdx';
    const text = readFileSync(join(dir, file), 'utf8');
    expect(text).toContain('+41 22 555 01 00');
    writeFileSync(join(dir, file), text.replace('+41 22 555 01 00', '+41 22 555 01 99'));
    const line = text.split('\n').findIndex((l) => l.includes('+41 22 555 01 00')) + 1;
    const { problems } = await buildContent(dir, { write: false });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(`^${file.replace(/\./g, '\\.')}:${line}:\\d+ phone "\\+41 22 555 01 99" is not an office's`),
      ),
    ]);
  });
});

describe("components' attributes", () => {
  const use = (name: string, attributes: Record<string, string | null>) => [{ name, attributes, line: 3, column: 1 }];

  it('accepts the attributes each component takes', () => {
    expect(componentAttributeErrors(use('OfficeDetails', { country: 'FR' }))).toEqual([]);
    expect(componentAttributeErrors(use('CompanyDetails', {}))).toEqual([]);
    expect(componentAttributeErrors(use('Estimator', { type: 'bioclimatic' }))).toEqual([]);
  });

  it('names a value outside the list, a missing attribute, an unknown one and one not in quotes', () => {
    expect(componentAttributeErrors(use('OfficeDetails', { country: 'DE' }))).toEqual([
      { line: 3, column: 1, message: expect.stringMatching(/^<OfficeDetails> country: .*"CH".*"FR"/) },
    ]);
    expect(componentAttributeErrors(use('OfficeDetails', {}))[0]!.message).toMatch(/^<OfficeDetails> country: /);
    expect(componentAttributeErrors(use('CompanyDetails', { office: 'CH' }))).toEqual([
      { line: 3, column: 1, message: '<CompanyDetails> takes no attribute "office"; its attributes: none' },
    ]);
    expect(componentAttributeErrors(use('Estimator', { type: null }))[0]!.message).toBe(
      '<Estimator>: write type="…", a value in quotes',
    );
  });

  it('fails the content check at the line of an office that site.yaml does not have', async () => {
    const dir = copyContent('office-');
    const file = 'content/pages/mentions-legales.it.mdx';
    const text = readFileSync(join(dir, file), 'utf8');
    writeFileSync(join(dir, file), text.replace('<OfficeDetails country="FR" />', '<OfficeDetails country="DE" />'));
    const line = text.split('\n').findIndex((l) => l.includes('<OfficeDetails')) + 1;
    const { problems } = await buildContent(dir, { write: false });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/pages/mentions-legales\\.it\\.mdx:${line}:1 <OfficeDetails> country: `),
      ),
    ]);
  });
});
