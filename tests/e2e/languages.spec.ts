import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { hydrated, open } from '../helpers/open';

/**
 * German, Italian and Spanish are real translations: each page speaks its language (its own `lang`,
 * no fallback notice, indexable; read from the HTML the server sends), and the contact form is labelled in the
 * language. The form's script is the same code in every language: a visitor sends it in German here (in English
 * in ./contact.spec.ts); in Italian and Spanish the served page is read for its labels, its button and the answer
 * its script shows.
 * Expected words come from the content files, the same ones authors edit.
 */
const SENT_IN_BROWSER = 'de';
const FIELDS = ['nom', 'prenom', 'email', 'telephone', 'sujet', 'message'] as const;
const strings = (locale: string) =>
  parse(readFileSync(`content/i18n/${locale}.yaml`, 'utf8')) as Record<string, string>;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;');
const title = (file: string) => {
  const raw = readFileSync(file, 'utf8');
  const yaml = file.endsWith('.mdx') ? raw.split(/^---$/m)[1]! : raw;
  const data = parse(yaml) as { title?: string; heroBanner?: { title: string } };
  return data.heroBanner?.title ?? data.title!;
};

for (const locale of ['de', 'it', 'es']) {
  test.describe(`/${locale}/`, () => {
    const pages = [
      { path: `/${locale}/`, heading: undefined },
      { path: `/${locale}/products/carports-v/`, heading: title(`content/products/carports-v.${locale}.yaml`) },
      {
        path: `/${locale}/conseils/choisir-carport/`,
        heading: title(`content/articles/choisir-carport.${locale}.mdx`),
      },
      { path: `/${locale}/contact/`, heading: undefined },
    ];
    // What the page says about its language is in its HTML: read over HTTP, no browser page needed.
    test(`its pages are written in ${locale} and open to search engines`, async ({ request }) => {
      for (const { path, heading } of pages) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`<html lang="${locale}"`));
        expect(html, path).not.toContain('class="fallback-notice"');
        const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
        expect(main, `${path}: its <main>`).not.toMatch(/\slang="en"/);
        expect(html, path).toMatch(/<meta[^>]*name="robots" content="index,follow"/);
        // HTML attribute names are case-insensitive (React writes `hrefLang`).
        expect(html.match(new RegExp(`<link[^>]*rel="alternate"[^>]*hreflang="${locale}"`, 'gi')), path).toHaveLength(
          1,
        );
        if (heading)
          expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1], path).toContain(escapeHtml(heading.replace(/"/g, '')));
        expect(html, path).toContain(`>${escapeHtml(strings(locale)['nav.contact']!)}</a>`);
      }
    });

    test(`the contact form on /${locale}/contact/ is labelled in the language`, async ({ request }) => {
      const t = strings(locale);
      const html = await (await request.get(`/${locale}/contact/`)).text();
      // Each field's label names its input (the Nu HTML checker in tests/gates/ holds every `for` to its id).
      for (const key of FIELDS)
        expect(html, key).toContain(`<label for="contact-${key}">${escapeHtml(t[`form.${key}.label`]!)}`);
      expect(html).toContain(`<button type="submit" class="button button--primary">${escapeHtml(t['form.submit']!)}<`);
      // What the form's script shows once the message is sent, from the island's data in the page.
      expect(html).toContain(escapeHtml(t['form.success.title']!));
    });

    if (locale !== SENT_IN_BROWSER) return;
    test(`a visitor sends the contact form on /${locale}/contact/ in the language`, async ({ page }) => {
      const t = strings(locale);
      await open(page, `/${locale}/contact/`);
      const form = page.locator('.contact-form');
      // The label's start: "Nome" must not find "Cognome".
      const label = (key: string) => new RegExp(`^${t[`form.${key}.label`]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      const type = (key: string, text: string) =>
        form.getByLabel(label(key)).first().pressSequentially(text, { delay: 5 });
      await type('nom', 'Muster');
      await type('prenom', 'Anna');
      await type('email', 'anna.muster@example.org');
      await type('telephone', '+41 79 123 45 67');
      await type('sujet', `E2E ${locale} ${Date.now()}`);
      await type('message', 'Pergola 4 x 3 m, Terrasse / terrazza / terraza.');
      // Typing woke the form's script; once it has taken over, the form is sent by it.
      await hydrated(page, 'contact-form');
      await expect(page.locator('.contact-form form')).toHaveAttribute('novalidate', '');
      const submit = form.locator('button[type="submit"]');
      await expect(submit).toHaveText(t['form.submit']!);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.locator('.Toastify__toast')).toContainText(t['form.success.title']!);
    });
  });
}
