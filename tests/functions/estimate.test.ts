/**
 * GET /api/estimate: the estimator's form sent without JavaScript, answered with the contact page of the
 * visitor's language, its subject and message filled in from the content's figures.
 */
import '../helpers/generate-strings';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerEstimate, config, estimateLimiter } from '../../netlify/functions/estimate.mts';
import { beforeContactForm, fillContactPage, withoutScripts } from '../../netlify/lib/estimate-page';
import { t } from '../../netlify/lib/strings';

/** The parts of the prerendered contact page the function touches, as React writes them. */
const CONTACT_PAGE = [
  '<!doctype html><html lang="fr" dir="ltr"><head>',
  '<link rel="modulepreload" crossorigin="" href="/assets/FormPage-abc.js">',
  '<style>body{margin:0}</style></head><body>',
  '<form action="/api/contact" method="post"><input type="hidden" name="page" value="/fr/contact/"/>',
  '<input type="text" id="contact-sujet" name="sujet" placeholder="Votre projet" required="" autoComplete="off"/>',
  '<textarea rows="6" id="contact-message" name="message" required=""></textarea></form>',
  '<script id="route-data" type="application/json">{"page":"FormPage"}</script>',
  '<script type="module" src="/assets/app-xyz.js"></script></body></html>',
].join('');

const reads: string[] = [];
const reader = (html: string | undefined) => async (htmlFile: string) => {
  reads.push(htmlFile);
  return html;
};
const QUERY = 'type=bioclimatic&width=4&depth=3&permit=1&delivery=1';

describe('/api/estimate', () => {
  beforeEach(() => estimateLimiter.reset());

  it('answers GET at /api/estimate, with a platform rate limit above its own so that its own answers first', () => {
    expect(config).toMatchObject({ path: '/api/estimate', method: 'GET' });
    expect(config.rateLimit!.windowLimit).toBeGreaterThan(estimateLimiter.limit);
  });

  it('answers with the French contact page, subject and message filled in with the configuration and its range', async () => {
    reads.length = 0;
    const response = await answerEstimate(new Request(`https://terraluce.example/api/estimate?locale=fr&${QUERY}`), {
      read: reader(CONTACT_PAGE),
    });
    expect(response.status).toBe(200);
    expect(reads).toEqual(['fr/contact/index.html']);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // No script may run on this copy of the page; its own styles and pictures still load.
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src/);
    const html = await response.text();
    const subject = t('fr', 'estimator.quote.subject', {
      type: t('fr', 'estimator.type.bioclimatic'),
      width: '4',
      depth: '3',
    });
    expect(html).toContain(
      `name="sujet" placeholder="Votre projet" required="" autoComplete="off" value="${subject}"/>`,
    );
    // 4 × 3 m = 12 m² bioclimatic, permit and delivery: CHF 10 550 to CHF 20 250, as content/locales.yaml writes French amounts.
    const message = /<textarea[^>]*name="message"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1];
    expect(message).toContain('4\u00a0m × 3\u00a0m (12\u00a0m²)');
    expect(message).toContain('CHF\u00a010\u202f550');
    expect(message).toContain('CHF\u00a020\u202f250');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('action="/api/contact"');
  });

  it('takes the language from the browser when the form did not say, and English otherwise', async () => {
    reads.length = 0;
    const de = await answerEstimate(
      new Request(`https://terraluce.example/api/estimate?${QUERY}`, {
        headers: { 'accept-language': 'de-CH,de;q=0.9' },
      }),
      { read: reader(CONTACT_PAGE) },
    );
    expect(await de.text()).toContain('CHF\u00a010\u2019550');
    await answerEstimate(new Request(`https://terraluce.example/api/estimate?locale=xx&${QUERY}`), {
      read: reader(CONTACT_PAGE),
    });
    expect(reads).toEqual(['de/contact/index.html', 'contact/index.html']);
  });

  it('refuses sizes out of bounds with a message in the language that says what to do', async () => {
    for (const query of ['width=40&depth=3', 'width=4&depth=', 'width=abc&depth=3', 'width=4.55&depth=3']) {
      const response = await answerEstimate(
        new Request(`https://terraluce.example/api/estimate?locale=fr&type=wooden&${query}`),
        { read: reader(CONTACT_PAGE) },
      );
      expect(response.status, query).toBe(400);
      expect(await response.text()).toBe(t('fr', 'estimator.server.invalid', { min: '1,5', max: '12' }));
    }
  });

  it("sends the visitor to the contact page with the estimate's parameters, never its text, when the page cannot be read", async () => {
    const response = await answerEstimate(new Request(`https://terraluce.example/api/estimate?locale=en&${QUERY}`), {
      read: reader(undefined),
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, 'https://terraluce.example');
    expect(location.pathname).toBe('/contact/');
    expect(location.search).toBe(`?devis=pergola&${QUERY}`);
  });
});

describe('filling the contact page', () => {
  it('escapes what it writes and replaces a value already there', () => {
    const html = fillContactPage('<input name="sujet" value="old"/><textarea name="message">x</textarea>', {
      subject: 'A "quoted" <b>',
      message: 'a < b & c',
    });
    expect(html).toBe(
      '<input name="sujet" value="A &quot;quoted&quot; &lt;b&gt;"/><textarea name="message">a &lt; b &amp; c</textarea>',
    );
  });

  it('puts the estimate before the form that posts to the contact function, not before another form', () => {
    const page =
      '<form action="/api/newsletter" method="post"></form><p>Write to us</p><form class="f" action="/api/contact" method="post"></form>';
    expect(beforeContactForm(page, '<ol>months</ol>')).toBe(
      '<form action="/api/newsletter" method="post"></form><p>Write to us</p><ol>months</ol><form class="f" action="/api/contact" method="post"></form>',
    );
    expect(beforeContactForm('<form action="/api/contacts"></form>', '<ol>months</ol>')).toBe(
      '<form action="/api/contacts"></form>',
    );
  });

  it('takes out every script and script preload', () => {
    expect(
      withoutScripts(
        '<head><link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/s.css"><script>1</script></head><body><script type="module" src="/b.js"></script></body>',
      ),
    ).toBe('<head><link rel="stylesheet" href="/s.css"></head><body></body>');
  });
});
