import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileGuide, findStyleMatches, maskNonProse } from '../../scripts/content/style/style-rules';
import { styleGuideSchema } from '../../src/schemas/style-guide';
import { parse } from 'yaml';

const rules = (section: Record<string, unknown>[]) =>
  compileGuide(styleGuideSchema.parse({ notes: 'n', address: { form: 'f', rules: section } }));
const found = (text: string, section: Record<string, unknown>[]) =>
  findStyleMatches(text, rules(section)).map((m) => [m.found, m.write, m.index]);

describe('style rules', () => {
  it('matches avoided words whole, in any case and across line breaks, and carries the capital', () => {
    const permit = [{ id: 'permit', write: 'licencia de obras', avoid: ['permiso de obra'] }];
    expect(found('Un Permiso de\n  obra; permisos de obra', permit)).toEqual([
      ['Permiso de\n  obra', 'Licencia de obras', 3],
    ]);
  });

  it('tells capitals apart only when asked, and only after what `after` allows', () => {
    const lei = [{ id: 'lei', matchCase: true, after: '\\p{Ll}\\s+', words: { Sua: 'sua' } }];
    expect(found('Sua casa. la Sua terrazza e la sua', lei)).toEqual([['Sua', 'sua', 13]]);
  });

  it('lets Arabic prefixes join a word and keeps them out of the match', () => {
    const alu = [{ id: 'alu', prefixes: 'ال|وال', words: { ألومنيوم: 'ألمنيوم' } }];
    expect(found('والألومنيوم ألومنيومي', alu)).toEqual([['ألومنيوم', 'ألمنيوم', 3]]);
  });

  it("writes a pattern rule's replacement from the match and its groups, lookbehinds included", () => {
    const space = [{ id: 'space', find: '(?<=\\p{L})([!?])', write: ' $1' }];
    expect(found('Envoyé! 10:00?', space)).toEqual([['!', ' !', 6]]);
  });

  it('leaves link targets, addresses and component names out of the text, in place', () => {
    const text = 'Voir [la page](/products/rolling-roof/) ou https://x.example/a et <Callout title="t">';
    const masked = maskNonProse(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).not.toMatch(/rolling|https|Callout/);
    expect(masked).toContain('la page');
  });

  it('refuses a guide whose rule has neither replacement nor words, or two rules of one id', () => {
    expect(
      styleGuideSchema.safeParse({ notes: 'n', address: { form: 'f', rules: [{ id: 'x', avoid: ['a'] }] } }).success,
    ).toBe(false);
    const twice = {
      notes: 'n',
      address: { form: 'f', rules: [{ id: 'x', find: 'a', write: 'b' }] },
      terms: { rules: [{ id: 'x', find: 'c', write: 'd' }] },
    };
    expect(styleGuideSchema.safeParse(twice).success).toBe(false);
  });
});

describe('the French guide', () => {
  const guide = styleGuideSchema.parse(
    parse(readFileSync(resolve(import.meta.dirname, '../../content/style/fr.yaml'), 'utf8')),
  );
  const rules = compileGuide(guide);
  const marks = (text: string) => findStyleMatches(maskNonProse(text), rules).map((m) => `${m.found} → ${m.write}`);

  it('asks for a space before ; : ! ? after a word, not in times, addresses or links', () => {
    expect(marks('Enfin! Formats acceptés: PDF')).toEqual(['n! → n !', 's: → s :']);
    expect(marks('Enfin ! Ouvert dès 10:00, voir https://x.ch/?a=1 et [ici](/contact/?q=1).')).toEqual([]);
  });
});
