/**
 * `npm run content:status` (scripts/authoring/status.ts): each language's count of translations up to date,
 * outdated, unrecorded and missing, then the files that need a person, as text and as Markdown for a pull
 * request's summary.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusReport } from '../../scripts/authoring/status';
import { translatableFields, translationStatus } from '../../scripts/content/checks/freshness';
import { loadContent } from '../../scripts/content/load/load';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the translation status', () => {
  it('counts a translation of a changed English file as outdated, and names it with what changed', async () => {
    const file = 'content/products/carports-v.en.yaml';
    const original = read(file);
    const changed = original.replace('Into the central gutter', 'Straight into the central gutter');
    expect(changed).not.toBe(original);
    const rows = translationStatus(
      await loadContent(ROOT),
      (f) => (f === file ? changed : read(f)),
      (f) => (f === file ? [translatableFields(original, file)] : []),
    );

    const text = statusReport(rows, false);
    expect(text).toMatch(/^de\s+40\s+1\s+0\s+0$/m);
    expect(text).toContain(
      '  content/products/carports-v.de.yaml: translates an older carports-v.en.yaml (changed: faqData[3].answer)',
    );
    const markdown = statusReport(rows, true);
    expect(markdown).toContain('| de | 40 | 1 | 0 | 0 |');
    expect(markdown).toContain(
      '- `content/products/carports-v.de.yaml`: translates an older carports-v.en.yaml (changed: faqData[3].answer)',
    );
  });
});
