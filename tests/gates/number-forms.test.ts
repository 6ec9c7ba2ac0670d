import { readFileSync } from 'node:fs';
import { decodeHTML } from 'entities';
import { describe, expect, test } from 'vitest';
import { numberRules } from '../../scripts/content/style/style-amounts';
import { findStyleMatches, type CompiledRule } from '../../scripts/content/style/style-rules';
import type { Locale, LocaleInfo, Site } from '../../src/schemas/index';
import { builtPages } from '../helpers/dist';
import { readGenerated } from '../helpers/generated';

/*
 * Release gate: every built page shows its numbers in the one form its language's guide accepts
 * (`amounts` of content/locales.yaml as the content step wrote it, the rules of scripts/content/style/style-amounts.ts): no thousands
 * marked by an ordinary space or another language's mark, no decimal mark other than the
 * estimator's, no hyphen between the figures of a range, no "..." for the ellipsis. What the
 * content check reads in the sources is read here as the visitor reads it: after typesetting, with
 * the estimators' prerendered output, the catalogues' strings and the components' own text.
 */

const locales = readGenerated<Record<Locale, LocaleInfo>>('locales.json');
/** The offices' postcodes before their town ("1260 Nyon") are no amounts: left out of the text. */
const site = readGenerated<Site>('site.json');
const postcodes = site.offices.map((o) => `${o.postalCode} ${o.city}`);

const rulesOf = new Map<string, CompiledRule[]>(
  Object.entries(locales).map(([code, info]) => [code, numberRules(info.amounts)]),
);

/** Tags inside a sentence are dropped; every other tag ends a run of text, as a browser lays it out. */
const INLINE = /^(?:a|abbr|b|bdi|bdo|em|i|span|strong|small|sup|sub|time|data|mark|q|cite|code|kbd)$/;

/** The text a visitor reads on a page: its elements' text and the attributes shown or spoken. */
function visibleText(html: string): string {
  const body = html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g)].map((m) => m[1]!);
  const text = body.replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g, (_, name: string) =>
    INLINE.test(name.toLowerCase()) ? '' : '\n',
  );
  let visible = decodeHTML([text, ...attributes].join('\n')).replace(/[ \u00a0]+/g, (m) =>
    m.includes('\u00a0') ? '\u00a0' : ' ',
  );
  for (const postcode of postcodes) visible = visible.replaceAll(postcode, ' '.repeat(postcode.length));
  return visible;
}

/** `rule: "found" → "write"` for each number on the page in a form its language refuses. */
function numberFindings(html: string, language: string): string[] {
  const rules = rulesOf.get(language) ?? [];
  const shown = (s: string) =>
    s.replace(/[\u00a0\u202f]/g, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}>`);
  return findStyleMatches(visibleText(html), rules).map((m) => `${m.rule}: "${shown(m.found)}" → "${shown(m.write)}"`);
}

const pages = builtPages();

describe(`numbers on ${pages.length} built pages`, () => {
  test('every page writes its numbers, ranges and ellipses in its language’s one form', () => {
    const found: string[] = [];
    for (const page of pages) {
      const html = readFileSync(page.file, 'utf8');
      const language = /<html[^>]*\slang="([a-z]{2})/.exec(html)?.[1] ?? 'en';
      for (const finding of numberFindings(html, language)) found.push(`${page.url} ${finding}`);
    }
    expect(found).toEqual([]);
  });

  test('the check finds each refused form on a page, and leaves the right ones alone', () => {
    const page = (lang: string, body: string) => `<html lang="${lang}"><body>${body}</body></html>`;
    expect(numberFindings(page('fr', '<p>de 5 670 kWh, <td>745-1893</td> Envoi...</p>'), 'fr')).toEqual([
      'numbers.amount-grouping: "5 670" → "5<U+202F>670"',
      'numbers.range: "745-1893" → "745–1<U+202F>893"',
      'punctuation.ellipsis: "..." → "…"',
    ]);
    expect(numberFindings(page('de', '<p>eine Anlage von <strong>5,4</strong> kWp</p>'), 'de')).toEqual([
      'numbers.decimal-mark: "5,4" → "5.4"',
    ]);
    // An amount range the estimator writes with nothing to open it, in French, Italian's ranges in figures.
    expect(numberFindings(page('fr', '<p>économiseriez <b>CHF&nbsp;630 à CHF&nbsp;930</b> par an</p>'), 'fr')).toEqual([
      'numbers.amount-range: "CHF<U+00A0>630 à CHF<U+00A0>930" → "entre CHF<U+00A0>630 et CHF<U+00A0>930"',
    ]);
    expect(numberFindings(page('it', '<li>Ricarica rapida in 1–2 ore</li><td>745–1’893</td>'), 'it')).toEqual([
      'numbers.range: "1–2" → "da 1 a 2"',
      'numbers.range: "745–1’893" → "da 745 a 1’893"',
    ]);
    // Two amounts joined by a dash, as a table cell wrote them: words in every language, the estimators' form.
    expect(numberFindings(page('it', '<td>CHF&nbsp;8’940 – CHF&nbsp;22’716</td>'), 'it')).toEqual([
      'numbers.amount-range: "CHF<U+00A0>8’940 – CHF<U+00A0>22’716" → "tra CHF<U+00A0>8’940 e CHF<U+00A0>22’716"',
    ]);
    expect(numberFindings(page('de', '<td>CHF&nbsp;900–CHF&nbsp;1’800</td>'), 'de')).toEqual([
      'numbers.amount-range: "CHF<U+00A0>900–CHF<U+00A0>1’800" → "zwischen CHF<U+00A0>900 und CHF<U+00A0>1’800"',
    ]);
    expect(numberFindings(page('ar', '<td>\u200f8,940&nbsp;CHF – \u200f22,716&nbsp;CHF</td>'), 'ar')).toEqual([
      'numbers.amount-range: "\u200f8,940<U+00A0>CHF – \u200f22,716<U+00A0>CHF" → "من \u200f8,940<U+00A0>CHF إلى \u200f22,716<U+00A0>CHF"',
    ]);
    expect(numberFindings(page('ar', '<td>من \u200f8,940&nbsp;CHF إلى \u200f22,716&nbsp;CHF</td>'), 'ar')).toEqual([]);
    expect(numberFindings(page('de', '<td>zwischen CHF&nbsp;900 und CHF&nbsp;1’800</td>'), 'de')).toEqual([]);
    const right =
      '<p>entre CHF&nbsp;10&#x202F;550 et CHF&nbsp;20&#x202F;250, de CHF&nbsp;745 à CHF&nbsp;1&#x202F;893, 5,4 kWp, 1–2 jours, en 2025…</p>';
    expect(numberFindings(page('fr', right), 'fr')).toEqual([]);
    expect(numberFindings(page('it', '<p>tra CHF 630 e CHF 930, da 1 a 2 ore, 8:00–12:00</p>'), 'it')).toEqual([]);
    expect(numberFindings(page('en', '<p>CHF 10’550, 5.4 kWp, <script>x = "5,4...";</script></p>'), 'en')).toEqual([]);
  });
});
