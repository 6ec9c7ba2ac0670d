// A page's own checks in the build's check of dist/, on the bytes of pages in every script: each answer is
// the one the page's text gives.
import { describe, expect, it } from 'vitest';
import { pageProblems } from '../../scripts/finish/dist-checks';
import { ISLAND_RULES, type IslandName } from '../../src/islands/registry';
import { islandHtml } from '../helpers/island-html';

/** A page as the build writes it, given to the check as its bytes, one character each. */
const bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');
const problems = (text: string) => pageProblems('ar/index.html', bytes(text)).map((p) => p.message);

const name = Object.keys(ISLAND_RULES)[0] as IslandName;
const when = ISLAND_RULES[name].when;
const island = (json: string, rule: string = when) => islandHtml(json, name, rule);
const page = (main: string, end = '</html>\n') =>
  `<!doctype html><html lang="ar" dir="rtl"><head><title>الصفحة الرئيسية</title></head><body><main>${main}</main></body>${end}`;

describe('a page of dist/ read as bytes', () => {
  it('accepts a whole page in Arabic, with an island whose data is in Arabic', () => {
    expect(problems(page(`<h1>مرحبا « Terraluce »</h1>${island('{"label":"إرسال — ✓"}')}`))).toEqual([]);
  });

  it('reads white space after </html> and after <h1 as the text does', () => {
    expect(problems(page('<h1\u3000class="x">عنوان</h1>', '</html>\u3000\n\u00a0'))).toEqual([]);
    expect(problems(page('<h1>عنوان</h1>', '</html>é'))).toEqual([
      'does not end with </html>: the page was written only in part',
    ]);
  });

  it('finds no heading in <h1 followed by a letter, even one of several bytes', () => {
    expect(problems(page('<h1é>x</h1é><h2>x</h2>'))).toEqual([
      'has no <h1>: the prerender wrote the shell without the page',
    ]);
  });

  it('fails on island data cut inside a character, and names a rule written in another script as it is', () => {
    const cut = bytes('{"label":"إرسال"}').slice(0, -4);
    const text = Buffer.from(page(`<h1>x</h1>${island('JSON')}`), 'utf8')
      .toString('latin1')
      .replace('JSON', cut);
    expect(pageProblems('ar/index.html', text).map((p) => p.message)).toEqual([
      `the data of its ${name} island is not whole JSON`,
    ]);
    expect(problems(page(`<h1>x</h1>${island('{}', 'عند')}`))).toEqual([
      `its ${name} island has the rule "عند", not its registry's`,
    ]);
  });

  it('counts containers without their data', () => {
    expect(problems(page(`<h1>x</h1>${island('{}')}<div data-island="${name}"></div>`))).toEqual([
      'has 2 islands but data for 1',
    ]);
  });
});
