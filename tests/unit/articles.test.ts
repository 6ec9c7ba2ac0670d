import { describe, expect, it } from 'vitest';
import { deriveCategory, excerpt, filterArticles, relatedFinder, significantWords } from '../../src/lib/articles';
import { formatLongDate, formatShortDate, toZurichIso } from '../../src/lib/dates';

describe('excerpt', () => {
  it('keeps short texts whole and cuts long ones within 120 characters with an ellipsis', () => {
    expect(excerpt('Court.')).toBe('Court.');
    const long = 'a'.repeat(130);
    expect(excerpt(long)).toBe(`${'a'.repeat(120)}…`);
    expect(excerpt('x'.repeat(120))).toBe('x'.repeat(120));
  });

  it('cuts after a whole word, without the punctuation that led to the next one', () => {
    const fr = `${'mot '.repeat(22)}il peut faire bien davantage\u00a0: éviter la surchauffe`;
    expect(excerpt(fr)).toBe(`${'mot '.repeat(22)}il peut faire bien davantage…`);
    expect(excerpt('Ein Dach, das Strom produziert und Schatten spendet', 31)).toBe('Ein Dach, das Strom produziert…');
    expect(excerpt('Ein Dach, das Strom produziert und', 14)).toBe('Ein Dach, das…');
    expect(excerpt('Solaire (photovoltaïque) pour tous', 24)).toBe('Solaire (photovoltaïque)…');
  });
});

describe('category rule', () => {
  it('carport wins, then énergie, else pergola', () => {
    expect(deriveCategory('Carport solaire et énergie verte')).toBe('carport');
    expect(deriveCategory("Économies d'énergie au jardin")).toBe('energie');
    expect(deriveCategory('Une pergola en bord de mer')).toBe('pergola');
  });
});

describe('related articles', () => {
  const a = (slug: string, title: string, author: string, date = '2024-01-01') => ({ slug, title, author, date });
  const all = [
    a('one', 'Le budget de votre pergola en Suisse', 'Claire'),
    a('two', 'Pergola bioclimatique en zone côtière', 'Luca'),
    a('three', 'Les solutions écologiques', 'Claire', '2024-02-01'),
    a('four', 'Un carport pour deux voitures', 'Marc'),
    a('five', 'Le confort sous une pergola', 'Luca', '2024-03-01'),
  ];
  it('returns other articles by the same author or sharing a significant word, at most 3', () => {
    const related = relatedFinder(all)(all[0]!).map((r) => r.slug);
    expect(related).toHaveLength(3);
    expect(related).toContain('three');
    expect(related).not.toContain('one');
    expect(related).not.toContain('four');
  });
  it('ignores French stop words when comparing titles', () => {
    expect([...significantWords('Le confort sous une pergola')]).toEqual(['confort', 'pergola']);
    const unrelated = relatedFinder([a('y', 'Les murs de la maison', 'Other')])(
      a('x', 'Les toits de la ville', 'Nobody'),
    );
    expect(unrelated).toEqual([]);
  });
  it('ranks more shared words first, then the same author, then the newest, then list order', () => {
    const list = [
      a('p', 'Pergola budget guide', 'Ana', '2024-01-01'),
      a('q', 'Pergola budget tips', 'Ben', '2023-01-01'),
      a('r', 'Pergola in winter', 'Ana', '2022-01-01'),
      a('s', 'Pergola in summer', 'Cem', '2025-01-01'),
      a('t', 'Pergola colours', 'Cem', '2025-01-01'),
    ];
    expect(relatedFinder(list)(list[0]!).map((r) => r.slug)).toEqual(['q', 'r', 's']);
  });
  it('finds for every article what comparing it with each other one would, on 300 random articles', () => {
    // The plain definition of related articles, to check the indexed finder against.
    const naive = (current: ReturnType<typeof a>, list: ReturnType<typeof a>[]) =>
      list
        .filter((x) => x.slug !== current.slug)
        .map((x, i) => {
          const shared = [...significantWords(x.title)].filter((w) => significantWords(current.title).has(w)).length;
          return { x, i, score: shared * 2 + (x.author === current.author ? 1 : 0) };
        })
        .filter((c) => c.score > 0)
        .sort((c, d) => d.score - c.score || d.x.date.localeCompare(c.x.date) || c.i - d.i)
        .slice(0, 3)
        .map((c) => c.x.slug);
    let seed = 7;
    const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    const words = ['pergola', 'carport', 'glass', 'solar', 'winter', 'budget', 'roof', 'garden', 'charger'];
    const list = Array.from({ length: 300 }, (_, i) =>
      a(
        `s${i}`,
        Array.from({ length: 1 + random(3) }, () => words[random(words.length)]).join(' '),
        ['Ana', 'Ben', 'Cem', 'Dea'][random(4)]!,
        `202${random(5)}-0${1 + random(9)}-1${random(9)}`,
      ),
    );
    const find = relatedFinder(list);
    for (const current of list) expect(find(current).map((r) => r.slug)).toEqual(naive(current, list));
  });
});

describe('dates', () => {
  it('publishes at 10:00 Zurich time with the real offset, winter and summer', () => {
    expect(toZurichIso('2024-12-02')).toBe('2024-12-02T10:00:00+01:00');
    expect(toZurichIso('2024-07-15')).toBe('2024-07-15T10:00:00+02:00');
  });
  it('formats dates per locale', () => {
    expect(formatShortDate('2024-12-02', 'fr-CH')).toBe('2 déc. 2024');
    // Spanish abbreviations take their full stop, which Intl leaves out.
    expect(formatShortDate('2025-02-10', 'es-ES')).toBe('10 feb. 2025');
    expect(formatShortDate('2024-12-02', 'es-ES')).toBe('2 dic. 2024');
    expect(formatShortDate('2024-12-02', 'en-CH')).toBe('2 Dec 2024');
    expect(formatShortDate('2024-09-02', 'en-CH')).toBe('2 Sep 2024');
  });
  it('writes a date in running text with the month in full, the first of a month as each language does', () => {
    expect(formatLongDate('2025-01-15', 'it')).toBe('15 gennaio 2025');
    expect(formatLongDate('2025-04-01', 'fr')).toBe('1er avril 2025');
    expect(formatLongDate('2025-04-01', 'it')).toBe('1º aprile 2025');
    expect(formatLongDate('2025-01-15', 'ar')).toMatch(/^15 \p{L}+ 2025$/u);
  });
});

describe('article filter', () => {
  const list = [
    { title: 'Budget pergola', excerpt: 'Combien coûte…', category: 'pergola' as const },
    { title: 'Carport solaire', excerpt: 'Produire son énergie', category: 'carport' as const },
  ];
  it('matches title or excerpt case-insensitively and filters by category', () => {
    expect(filterArticles(list, { query: 'BUDGET', category: 'all' })).toHaveLength(1);
    expect(filterArticles(list, { query: 'énergie', category: 'all' })).toHaveLength(1);
    expect(filterArticles(list, { query: '', category: 'carport' })).toEqual([list[1]]);
    expect(filterArticles(list, { query: 'budget', category: 'carport' })).toEqual([]);
  });
});
