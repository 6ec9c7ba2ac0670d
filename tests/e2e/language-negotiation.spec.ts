import { expect, test } from '@playwright/test';

/**
 * The first visit to `/` lands in the browser's language, through Netlify's own redirect engine
 * (dist/_redirects, written by scripts/content/emit/redirects.ts, as `netlify dev` runs it); the language menu's choice wins; deep links never move.
 */
const cases: { name: string; headers: Record<string, string>; path?: string; to: string | null }[] = [
  { name: 'Swiss German browser', headers: { 'Accept-Language': 'de-CH,de;q=0.9,en;q=0.8' }, to: '/de/' },
  { name: 'Swiss Italian browser', headers: { 'Accept-Language': 'it-CH' }, to: '/it/' },
  { name: 'French browser', headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' }, to: '/fr/' },
  { name: 'Spanish browser', headers: { 'Accept-Language': 'es-ES,es;q=0.9' }, to: '/es/' },
  { name: 'Arabic browser', headers: { 'Accept-Language': 'ar' }, to: '/ar/' },
  { name: 'American English browser', headers: { 'Accept-Language': 'en-US,en;q=0.9' }, to: null },
  { name: 'no header (a crawler)', headers: {}, to: null },
  { name: 'an unknown language', headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' }, to: null },
  {
    name: 'English chosen in the menu, German browser',
    headers: { 'Accept-Language': 'de-CH,de;q=0.9', Cookie: 'nf_lang=en' },
    to: null,
  },
  {
    name: 'Italian chosen in the menu, German browser',
    headers: { 'Accept-Language': 'de-CH,de;q=0.9', Cookie: 'nf_lang=it' },
    to: '/it/',
  },
  {
    name: 'a deep link from a German browser',
    headers: { 'Accept-Language': 'de-CH,de;q=0.9' },
    path: '/products/carports-v/',
    to: null,
  },
];

for (const { name, headers, path = '/', to } of cases) {
  test(`${path} for ${name}: ${to ? `302 to ${to}` : 'no redirect'}`, async ({ request }) => {
    const response = await request.get(path, { headers, maxRedirects: 0 });
    if (to) {
      expect(response.status()).toBe(302);
      expect(new URL(response.headers()['location']!, 'http://x.invalid').pathname).toBe(to);
    } else {
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<html lang="en"`);
    }
  });
}

test('the language menu remembers the choice in a first-party cookie for a year', async ({ request }) => {
  const response = await request.get(`/api/language?to=${encodeURIComponent('/de/contact/')}`, { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe('/de/contact/');
  expect(response.headers()['set-cookie']).toMatch(/^nf_lang=de; Path=\/; Max-Age=31536000; SameSite=Lax/);
  for (const to of ['https://evil.example/', '//evil.example/', '/\\evil.example/', '']) {
    const bad = await request.get(`/api/language?to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
    expect(bad.status(), to).toBe(400);
    expect(bad.headers()['set-cookie'], to).toBeUndefined();
  }
});

test('the home page tells caches it depends on the language', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.headers()['vary']).toMatch(/Accept-Language/i);
});
