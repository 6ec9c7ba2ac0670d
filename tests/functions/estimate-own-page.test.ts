/**
 * The estimate functions answer from the contact pages shipped with them: a request whose Host names another
 * site, or a site that does not answer, changes nothing and is never fetched. Past the per-IP limit they
 * answer 429 with the contact form's words, and a page that cannot be read is logged through describeError.
 */
import '../helpers/generate-strings';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { answerEstimate, estimateLimiter } from '../../netlify/functions/estimate.mts';
import { answerSolarEstimate, solarEstimateLimiter } from '../../netlify/functions/solar-estimate.mts';
import { contactPagesAt } from '../../netlify/lib/estimate-page';
import { t } from '../../netlify/lib/strings';

/** A contact page of dist/ as the build writes it, marked so the answer shows it came from disk. */
const page = (lang: string) =>
  `<!doctype html><html lang="${lang}"><body><p id="shipped">shipped ${lang}</p><form action="/api/contact" method="post">` +
  '<input type="text" name="sujet" required=""/><textarea name="message" required=""></textarea></form></body></html>';

let root: string;
/** Another site: it records every request and answers with a page of its own. */
let other: Server;
let otherRequests: string[];
let otherHost: string;
/** A port nothing listens on. */
let closedHost: string;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'contact-pages-'));
  for (const [dir, lang] of [
    ['contact', 'en'],
    ['fr/contact', 'fr'],
    ['ar/contact', 'ar'],
  ]) {
    mkdirSync(join(root, dir!), { recursive: true });
    writeFileSync(join(root, dir!, 'index.html'), page(lang!));
  }
  otherRequests = [];
  other = createServer((req, res) => {
    otherRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<form action="/api/contact"><p>Send your card number</p>');
  });
  otherHost = await listen(other);
  const closed = createServer();
  closedHost = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => {
  other.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  estimateLimiter.reset();
  solarEstimateLimiter.reset();
  otherRequests.length = 0;
});

const PERGOLA = 'type=bioclimatic&width=4&depth=3&permit=1&delivery=1';
const SOLAR = 'region=GE&mount=roof&area=30&orientation=south&pitch=medium&people=&consumption=4500&km=0';
const at = (host: string, path: string, headers: Record<string, string> = {}) =>
  new Request(`http://${host}${path}`, { headers: { host, ...headers } });
const answers = [
  ['/api/estimate', (req: Request) => answerEstimate(req, { read: contactPagesAt(root) }), PERGOLA],
  [
    '/api/solar-estimate',
    (req: Request) => answerSolarEstimate(req, { read: contactPagesAt(root), now: new Date('2026-11-28T11:00:00Z') }),
    SOLAR,
  ],
] as const;

describe.each(answers)('%s', (path, answer, query) => {
  it('answers with the shipped page when the Host names another site, and never asks that site', async () => {
    const response = await answer(at(otherHost, `${path}?locale=fr&${query}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('shipped fr');
    expect(html).not.toContain('card number');
    expect(otherRequests).toEqual([]);
  });

  it('answers with the shipped page when the site does not answer', async () => {
    const response = await answer(at(closedHost, `${path}?locale=ar&${query}`));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('shipped ar');
  });

  it("sends the estimate's parameters, never its words, when no page was shipped for the language", async () => {
    const response = await answer(at('terraluce.example', `${path}?locale=de&${query}`));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, 'https://terraluce.example');
    expect(location.pathname).toBe('/de/contact/');
    expect(location.searchParams.get('devis')).toBe(path === '/api/estimate' ? 'pergola' : 'solar');
    expect(location.searchParams.has('sujet')).toBe(false);
    expect(location.searchParams.has('message')).toBe(false);
  });

  it("answers 429 past the visitor's limit, with the contact form's words in the visitor's language", async () => {
    const from = (ip: string) => at(otherHost, `${path}?locale=fr&${query}`, { 'x-nf-client-connection-ip': ip });
    for (let i = 0; i < 5; i++) expect((await answer(from('203.0.113.7'))).status).toBe(200);
    const refused = await answer(from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toBe(t('fr', 'form.error.rateLimit'));
    // Another visitor is still answered.
    expect((await answer(from('203.0.113.8'))).status).toBe(200);
  });
});

describe('a shipped page that cannot be read', () => {
  it('is logged through describeError (no address), and the visitor gets the link with the parameters', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
    onTestFinished(() => spy.mockRestore());
    // A directory where the page should be: reading it fails with EISDIR, not "missing".
    const broken = mkdtempSync(join(tmpdir(), 'contact-pages-'));
    onTestFinished(() => rmSync(broken, { recursive: true, force: true }));
    mkdirSync(join(broken, 'contact', 'index.html'), { recursive: true });
    const response = await answerEstimate(at('terraluce.example', `/api/estimate?locale=en&${PERGOLA}`), {
      read: contactPagesAt(broken),
    });
    expect(response.status).toBe(303);
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ fn: 'estimate', event: 'contact-page', code: 'EISDIR' });
  });
});
