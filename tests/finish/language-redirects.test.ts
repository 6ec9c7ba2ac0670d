import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { languageRedirects, localeCodesOf } from '../../scripts/finish/language-redirects';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterEach(removeTempDirs);

const root = join(import.meta.dirname, '../..');
const rules = (file: string) => file.split('\n').filter((line) => line && !line.startsWith('#'));

describe('the language redirects of /', () => {
  it('send / to the home page of every locale of content/locales.yaml but the default', () => {
    expect(rules(languageRedirects(localeCodesOf(root)))).toEqual([
      '/  /fr/  302!  Language=fr',
      '/  /de/  302!  Language=de',
      '/  /it/  302!  Language=it',
      '/  /es/  302!  Language=es',
      '/  /ar/  302!  Language=ar',
    ]);
  });

  it('reach a locale added to content/locales.yaml', () => {
    const copy = copyContent('locales-');
    appendFileSync(join(copy, 'content/locales.yaml'), 'pt: { name: Português, ogLocale: pt_PT, dateLocale: pt-PT }\n');
    expect(rules(languageRedirects(localeCodesOf(copy))).at(-1)).toBe('/  /pt/  302!  Language=pt');
  });

  it('are written nowhere else: netlify.toml holds no Language redirect', () => {
    expect(readFileSync(join(root, 'netlify.toml'), 'utf8')).not.toMatch(/Language\s*=/);
  });
});
