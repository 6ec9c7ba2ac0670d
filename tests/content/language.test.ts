import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectorPruned, languageScores, loadLanguageDetector, MIN_LETTERS, wrongLanguage } from '../../scripts/content/language';
import { proseOf } from '../../scripts/content/prose';
import { bodyParagraphs, proseFields } from '../../scripts/content/prose';
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

  it('scores every real text with its six-language database as eld does with its whole one', async () => {
    expect(detectorPruned()).toBe(true);
    const whole = (await import('eld/medium')).eld;
    whole.setLanguageSubset([...LOCALES]);
    let compared = 0;
    for (const { text } of realTexts()) {
      const prose = proseOf(text, []);
      const expected = whole.detect(prose);
      expect(languageScores(prose), prose.slice(0, 60)).toEqual({
        language: expected.language,
        scores: expected.getScores(),
      });
      compared++;
    }
    expect(compared).toBeGreaterThan(1500);
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
