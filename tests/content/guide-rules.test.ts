import { describe, expect, it } from 'vitest';
import { guideRules, readsBody, readsField } from '../../scripts/content/style/style-checks';
import type { CompiledRule } from '../../scripts/content/style/style-rules';
import { proseFields } from '../../scripts/content/load/prose';

/** A rule that finds `word`, for some fields or not. */
const rule = (id: string, scope: { fields?: RegExp; notFields?: RegExp } = {}): CompiledRule => ({
  id,
  regex: new RegExp(id, 'gu'),
  replacement: () => '',
  ...scope,
});

describe('a style guide parted by what its rules read', () => {
  const everywhere = rule('everywhere');
  const onlyLabels = rule('labels', { fields: /(^|\.)label$/ });
  const notTitles = rule('not-titles', { notFields: /^seo\.title$/ });
  const rules = guideRules([everywhere, onlyLabels, notTitles]);

  it('runs the unscoped rules on all fields together and the scoped ones field by field', () => {
    expect(rules.everywhere).toEqual([everywhere]);
    expect(rules.forField('cta.label')).toEqual([onlyLabels, notTitles]);
    expect(rules.forField('seo.title')).toEqual([]);
    expect(rules.forField('intro')).toEqual([notTitles]);
  });

  it('gives the same rules for a field as readsField, asked again or not', () => {
    for (const path of ['cta.label', 'seo.title', 'intro', 'label', 'cta.label'])
      expect(rules.forField(path)).toEqual([onlyLabels, notTitles].filter((r) => readsField(r, path)));
  });

  it('reads MDX bodies with every rule but those for some fields, and knows every id', () => {
    expect(rules.inBodies).toEqual([everywhere, notTitles].filter(readsBody));
    expect([...rules.ids]).toEqual(['everywhere', 'labels', 'not-titles']);
  });
});

describe('the prose fields of an entry', () => {
  it('are listed once per data and equal a fresh listing', () => {
    const data = { title: 'A', seo: { title: 'B', url: '/x/' }, faq: [{ q: 'C' }] };
    const first = proseFields(data);
    expect(first).toEqual([
      [['title'], 'A'],
      [['seo', 'title'], 'B'],
      [['faq', 0, 'q'], 'C'],
    ]);
    expect(proseFields(data)).toBe(first);
    expect(proseFields(structuredClone(data))).toEqual(first);
    expect(proseFields('just text')).toEqual([[[], 'just text']]);
  });
});
