/**
 * GET /api/solar-estimate: the solar estimator's form sent without JavaScript, answered with the contact
 * page of the visitor's language, its subject and message filled in with the installation and its estimate.
 */
import '../helpers/generate-strings';
import { describe, expect, it } from 'vitest';
import { answerSolarEstimate, config } from '../../netlify/functions/solar-estimate.mts';
import { t } from '../../netlify/lib/strings';
import { formatAmount } from '../../src/lib/solar-format';

const CONTACT_PAGE = [
  '<!doctype html><html lang="de"><head><link rel="modulepreload" href="/assets/a.js"></head><body>',
  '<form action="/api/contact" method="post">',
  '<input type="text" id="contact-sujet" name="sujet" required=""/>',
  '<textarea rows="6" id="contact-message" name="message" required=""></textarea></form>',
  '<script type="module" src="/assets/app.js"></script></body></html>',
].join('');
const reads: string[] = [];
const reader = async (url: URL) => {
  reads.push(url.pathname);
  return CONTACT_PAGE;
};
// The small roof in Geneva of tests/unit/solar-estimate.test.ts: 5.4 kWp, CHF 2294 subsidy.
const QUERY = 'region=GE&mount=roof&area=30&orientation=south&pitch=medium&people=&consumption=4500&km=0';

describe('/api/solar-estimate', () => {
  it('answers GET at /api/solar-estimate', () => {
    expect(config).toMatchObject({ path: '/api/solar-estimate', method: 'GET' });
  });

  it('answers with the German contact page, the installation and its estimate written in, no script', async () => {
    reads.length = 0;
    const response = await answerSolarEstimate(
      new Request(`https://terraluce.example/api/solar-estimate?locale=de&${QUERY}`),
      reader,
    );
    expect(response.status).toBe(200);
    expect(reads).toEqual(['/de/contact/']);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await response.text();
    const subject = t('de', 'solar.quote.subject', {
      kwp: '5.4',
      mount: 'auf ein Dach',
      region: 'GE Genève',
    });
    expect(html).toContain(`name="sujet" required="" value="${subject}"/>`);
    const message = /<textarea[^>]*name="message"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];
    expect(message).toContain('30 m² Dach');
    expect(message).toContain('5.4 kWp, 5\u2019670 bis 6\u2019210 kWh pro Jahr');
    expect(message).toContain('einmalige Förderung von CHF\u00a02\u2019294');
    expect(html).not.toContain('<script');
  });

  it('writes euros for a French department', async () => {
    const response = await answerSolarEstimate(
      new Request(
        'https://terraluce.example/api/solar-estimate?locale=fr&region=74&mount=carport&spaces=2&pitch=flat&consumption=4500&km=10000',
      ),
      reader,
    );
    const message = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(await response.text())?.[1];
    expect(message).toContain('4,8 kWc');
    // Euros go where each language puts € (content/locales.yaml): after the figure in French.
    expect(message).toContain('une aide unique de 384\u00a0€');
  });

  it('writes euros where each language puts them, and francs where it puts CHF', () => {
    expect(formatAmount(12_000, 'EUR', 'fr-CH')).toBe('12\u202f000\u00a0€');
    expect(formatAmount(12_000, 'EUR', 'de-CH')).toBe('12’000\u00a0€');
    expect(formatAmount(12_000, 'EUR', 'en-CH')).toBe('€12’000');
    expect(formatAmount(384, 'EUR', 'ar')).toBe('\u200f384\u00a0€');
    expect(formatAmount(2294, 'CHF', 'fr-CH')).toBe('CHF\u00a02\u202f294');
    expect(formatAmount(2294, 'CHF', 'ar')).toBe('\u200f2,294\u00a0CHF');
  });

  it('refuses figures out of bounds with a message in the language', async () => {
    const response = await answerSolarEstimate(
      new Request(`https://terraluce.example/api/solar-estimate?locale=it&${QUERY.replace('area=30', 'area=2')}`),
      reader,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(t('it', 'solar.server.invalid'));
  });
});
