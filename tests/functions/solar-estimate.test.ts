/**
 * GET /api/solar-estimate: the solar estimator's form sent without JavaScript, answered with the contact
 * page of the visitor's language: the estimate's sentences and months above the form, its subject and
 * message filled in with the installation and the figures in force on the day of the request.
 */
import '../helpers/generate-strings';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerSolarEstimate, config, solarEstimateLimiter } from '../../netlify/functions/solar-estimate.mts';
import { t } from '../../netlify/lib/strings';
import { formatMoney } from '../../src/lib/estimate-format';
import { solarEstimate } from '../../src/lib/solar-estimate';
import { solarQuoteRequest } from '../../src/lib/solar-format';
import { solarAnswer } from '../../src/lib/solar-sentences';
import { GENEVA_ROOF, SOLAR_CONFIG } from '../helpers/solar-input';
import { builtSolarWords } from '../helpers/solar-words';

const CONTACT_PAGE = [
  '<!doctype html><html lang="de"><head><link rel="modulepreload" href="/assets/a.js"></head><body>',
  '<form action="/api/contact" method="post">',
  '<input type="text" id="contact-sujet" name="sujet" required=""/>',
  '<textarea rows="6" id="contact-message" name="message" required=""></textarea></form>',
  '<script type="module" src="/assets/app.js"></script></body></html>',
].join('');
const reads: string[] = [];
const reader = async (htmlFile: string) => {
  reads.push(htmlFile);
  return CONTACT_PAGE;
};
/** Text as the form's value and text area hold it, and as React writes it (which also escapes '). */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const rendered = (text: string) => html(text).replace(/'/g, '&#x27;');
// The Geneva roof of tests/unit/solar-estimate.test.ts.
const QUERY = 'region=GE&mount=roof&area=30&orientation=south&pitch=medium&people=&consumption=4500&km=0';
/** Two parking spaces in Haute-Savoie under a flat carport, with a car: 4.8 kWp. */
const FRENCH_CARPORT = 'region=74&mount=carport&spaces=2&pitch=flat&consumption=4500&km=10000';
const request = (query: string) => new Request(`https://terraluce.example/api/solar-estimate?${query}`);
/** Noon in Geneva on `day`. */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

describe('/api/solar-estimate', () => {
  beforeEach(() => solarEstimateLimiter.reset());

  it('answers GET at /api/solar-estimate, with a platform rate limit above its own so that its own answers first', () => {
    expect(config).toMatchObject({ path: '/api/solar-estimate', method: 'GET' });
    expect(config.rateLimit!.windowLimit).toBeGreaterThan(solarEstimateLimiter.limit);
  });

  it('answers with the German contact page: the estimate and its months above the form, the request written in, no script', async () => {
    reads.length = 0;
    const response = await answerSolarEstimate(request(`locale=de&${QUERY}`), {
      read: reader,
      now: noon('2026-11-28'),
    });
    expect(response.status).toBe(200);
    expect(reads).toEqual(['de/contact/index.html']);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const page = await response.text();
    const w = builtSolarWords('de');
    const result = solarEstimate(SOLAR_CONFIG, GENEVA_ROOF, '2026-11-28');
    const { subject, message } = solarQuoteRequest(GENEVA_ROOF, result, w);
    expect(subject).toContain('5.4\u00a0kWp');
    expect(subject).toContain('Genf');
    expect(page).toContain(`name="sujet" required="" value="${html(subject)}"/>`);
    const written = /<textarea[^>]*name="message"[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1];
    expect(written).toBe(html(message));
    expect(message).toContain('CHF\u00a01’944');
    expect(message).toContain('November 2026');
    // Above the form: each sentence of the estimate, then the months as a drawing and as a table.
    const section = page.slice(0, page.indexOf('<form'));
    for (const { text } of solarAnswer(SOLAR_CONFIG, result, w)) expect(section).toContain(rendered(text));
    expect(section).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(section.match(/<tr><th scope="row">/g)).toHaveLength(12);
    expect(section).toContain('<th scope="row">Januar</th>');
    expect(page).not.toContain('<script');
  });

  it('says the saving is being updated once the Swiss tariff has ended, and names the month of the figures', async () => {
    const response = await answerSolarEstimate(request(`locale=fr&${QUERY}`), {
      read: reader,
      now: noon('2027-01-02'),
    });
    const page = await response.text();
    const message = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1] ?? '';
    expect(message).toContain(html(t('fr', 'solar.quote.estimatePartial').split('{kwp}')[0]!));
    expect(message).toContain('janvier 2027');
    expect(page).toContain(rendered(t('fr', 'solar.updating.saving')));
  });

  it('takes the day in Switzerland: 23:30 UTC on 31 December is already 2027 in Geneva', async () => {
    const response = await answerSolarEstimate(request(`locale=en&${QUERY}`), {
      read: reader,
      now: new Date('2026-12-31T23:30:00Z'),
    });
    expect(await response.text()).toContain('Figures in force in January 2027.');
  });

  it('writes euros for a French department, after the figure in French', async () => {
    const response = await answerSolarEstimate(request(`locale=fr&${FRENCH_CARPORT}`), {
      read: reader,
      now: noon('2026-05-15'),
    });
    const message = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(await response.text())?.[1];
    expect(message).toContain('4,8\u00a0kWc');
    // 4.8 kWp × 80 € of the self-consumption premium up to 9 kWp, in force on 15 May 2026.
    expect(message).toContain('384\u00a0€');
  });

  it('says the French premium and saving are being updated after the periods it could confirm', async () => {
    const response = await answerSolarEstimate(request(`locale=fr&${FRENCH_CARPORT}`), {
      read: reader,
      now: noon('2026-11-29'),
    });
    const page = await response.text();
    const message = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1] ?? '';
    expect(message).toContain(html(t('fr', 'solar.quote.estimatePartial').split('{kwp}')[0]!));
    expect(message).not.toContain('384\u00a0€');
    expect(page).toContain(rendered(t('fr', 'solar.updating.subsidy')));
    expect(page).toContain(rendered(t('fr', 'solar.updating.saving')));
  });

  it('writes euros where each language puts them, and francs where it puts CHF', () => {
    expect(formatMoney(12_000, 'EUR', 'fr-CH')).toBe('12\u202f000\u00a0€');
    expect(formatMoney(12_000, 'EUR', 'de-CH')).toBe('12’000\u00a0€');
    expect(formatMoney(12_000, 'EUR', 'en-CH')).toBe('€12’000');
    expect(formatMoney(384, 'EUR', 'ar')).toBe('\u200f384\u00a0€');
    expect(formatMoney(1944, 'CHF', 'fr-CH')).toBe('CHF\u00a01\u202f944');
    expect(formatMoney(1944, 'CHF', 'ar')).toBe('\u200f1,944\u00a0CHF');
  });

  it('refuses figures out of bounds with a message in the language', async () => {
    const response = await answerSolarEstimate(request(`locale=it&${QUERY.replace('area=30', 'area=2')}`), {
      read: reader,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(t('it', 'solar.server.invalid'));
  });
});
