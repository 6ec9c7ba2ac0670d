import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../helpers/seeded-random';
import { parse } from 'yaml';
import { loadLanguageDetector, MIN_LETTERS, wrongLanguage } from '../../scripts/content/language/language';
import { languageScorer, type NgramDatabase } from '../../scripts/content/language/language-scores';
import { proseOf } from '../../scripts/content/load/prose';
import { bodyParagraphs, proseFields } from '../../scripts/content/load/prose';
import { LOCALES, type Locale } from '../../src/schemas/locales';

const ROOT = resolve(import.meta.dirname, '../..');

describe('language detection', () => {
  beforeAll(loadLanguageDetector);

  /** Every text of the real content, with the language of its file. */
  const realTexts = () =>
    ['products', 'articles', 'blocks'].flatMap((folder) =>
      readdirSync(join(ROOT, 'content', folder)).flatMap((name) => {
        const [, locale, ext] = /\.([a-z]{2})\.(yaml|mdx)$/.exec(name)!;
        const raw = readFileSync(join(ROOT, 'content', folder, name), 'utf8');
        const [, front, body] = ext === 'mdx' ? raw.split(/^---$/m) : ['', raw, ''];
        const texts = [...proseFields(parse(front!)).map(([, t]) => t), ...bodyParagraphs(body!, 1).map((p) => p.text)];
        return texts.map((text) => ({ name, locale: locale as Locale, text }));
      }),
    );

  it('reads every real text of 40 letters or more as its own language', () => {
    const wrong: string[] = [];
    let judged = 0;
    for (const { name, locale, text } of realTexts()) {
      if (text.replace(/[^\p{L}]/gu, '').length >= MIN_LETTERS) judged++;
      const found = wrongLanguage(text, locale);
      if (found) wrong.push(`${name}: ${found}: ${text.slice(0, 60)}`);
    }
    expect(wrong).toEqual([]);
    expect(judged).toBeGreaterThan(1500);
  });

  /** eld's own detector, limited to the six languages: what ../../scripts/content/language/language-scores.ts must give. */
  const eldScores = async () => {
    const whole = (await import('eld/medium')).eld;
    whole.setLanguageSubset([...LOCALES]);
    return (text: string) => {
      const result = whole.detect(text);
      return { language: result.language, scores: result.getScores() };
    };
  };

  /**
   * ../../scripts/content/language/language-scores.ts over eld's medium database and tokeniser data, read from
   * the files of eld that ../../scripts/content/language/language.ts reads them from: should eld move them, this
   * fails where the content step would quietly fall back to eld's slower detector.
   */
  const ownScores = async () => {
    const entry = import.meta.resolve('eld/medium');
    const load = (file: string) => import(new URL(file, entry).href);
    const [database, patterns, bytes] = await Promise.all([
      load('../ngrams/medium.js'),
      load('../regexPatterns.js'),
      load('../dictionary.js'),
    ]);
    const text = { separators: patterns.separators as RegExp, dictionary: bytes.dictionary as string[] };
    return languageScorer(database.ngramsData as NgramDatabase, text, LOCALES);
  };

  it('scores every real text as eld does', async () => {
    const [own, eld] = await Promise.all([ownScores(), eldScores()]);
    let compared = 0;
    for (const { text } of realTexts()) {
      const prose = proseOf(text, []);
      expect(own(prose), prose.slice(0, 60)).toEqual(eld(prose));
      compared++;
    }
    expect(compared).toBeGreaterThan(1500);
  });

  it('scores altered texts as eld does: joined, cut, repeated past its length limits, with other scripts', async () => {
    const [own, eld] = await Promise.all([ownScores(), eldScores()]);
    const texts = realTexts().map(({ text }) => text);
    // Characters of one, two, three and four UTF-8 bytes (an emoji is a UTF-16 surrogate pair), digits,
    // apostrophes and punctuation, which eld's tokeniser treats each its own way; words longer than the
    // part of a word eld reads, and than the part of a text it reads when no space comes.
    const compound = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellerverbandsvorsitzender';
    const extras = [' ', '  ', "'", '’', '-', '1', 'ß', 'É', 'ا', '€', '😀', '中', '\n', '.', 'Ǆ', ` ${compound} `];
    const next = seededRandom(7);
    let differ = 0;
    for (let i = 0; i < 3000; i++) {
      const a = texts[next(texts.length)]!;
      const b = texts[next(texts.length)]!;
      const cut = next(a.length + 1);
      let text = [a.slice(0, cut) + b, a + b + a, a.slice(cut), b.repeat(1 + next(4))][next(4)]!;
      for (let k = next(4); k > 0; k--) {
        const at = next(text.length + 1);
        text = text.slice(0, at) + extras[next(extras.length)]! + text.slice(at);
      }
      if (JSON.stringify(own(text)) !== JSON.stringify(eld(text))) differ++;
    }
    expect(differ).toBe(0);
    const words = texts.find((text) => text.length > 400 && !/[^\x20-\x7e]/.test(text.slice(0, 400)))!;
    const nearCut = (at: number) => `${words.slice(0, words.indexOf(' ', at))} ${compound}${compound} ${words}`;
    for (const text of ['', '   ', '1234 5678', '😀😀😀', 'x', 'abc', 'ab cd ef', compound, nearCut(330), nearCut(345)])
      expect(own(text), JSON.stringify(text)).toEqual(eld(text));
  });

  it('names the language of a text left untranslated', () => {
    const en = 'The louvres turn to let the light in or close to keep the rain out, at the touch of a button.';
    expect(wrongLanguage(en, 'de')).toBe('en');
    expect(wrongLanguage(en, 'fr')).toBe('en');
    const fr = 'Les lames orientables laissent entrer la lumière ou se ferment pour protéger la terrasse de la pluie.';
    expect(wrongLanguage(fr, 'it')).toBe('fr');
    expect(wrongLanguage(fr, 'fr')).toBeUndefined();
    const de = 'Die Lamellen drehen sich auf Knopfdruck und lassen Licht herein oder halten den Regen ab.';
    expect(wrongLanguage(de, 'es')).toBe('de');
    expect(wrongLanguage('سقف من الألواح القابلة للتوجيه يحمي الشرفة من المطر والشمس طوال العام', 'en')).toBe('ar');
  });

  it('leaves short texts and the company addresses alone', () => {
    expect(wrongLanguage('Rolling Roof', 'de')).toBeUndefined();
    expect(wrongLanguage('Verrerie des Voirons logo', 'en')).toBeUndefined();
    const address = "Adresse : 8 avenue de l'Exemple, 74100 Annemasse, Frankreich - E-Mail : france@terraluce.example";
    expect(wrongLanguage(address, 'de', ["8 avenue de l'Exemple", 'Annemasse'])).toBeUndefined();
  });
});
