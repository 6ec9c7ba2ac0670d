/**
 * Comments from the form to the page: a visitor posts (the real function, real Blobs client against
 * `BlobsServer`), staff approve with `npm run comments` into a copy of the content, the content check
 * accepts the file it writes, and the article rendered from the generated data shows the comment with
 * the right count. A rejected comment leaves nothing anywhere.
 */
import '../helpers/generate-strings';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import comments from '../../netlify/functions/comments.mts';
import { t } from '../../netlify/lib/strings';
import { buildContent } from '../../scripts/content/build';
import { appendComment, runCommentsCli } from '../../scripts/staff/comments';
import { formatProblem } from '../../scripts/content/problems';
import { ArticleCard } from '../../src/components/blocks/ArticleCard';
import { I18nProvider } from '../../src/hooks/i18n';
import { loadIslands } from '../../src/islands/Island';
import type { ArticleRoute, BlockPageRoute, ShellData } from '../../src/lib/route-data';
import type { Locale } from '../../src/schemas/common';
import type { CommentFile } from '../../src/schemas/comment';
import Validator from '@adobe/structured-data-validator';
import { schemaOrgVocabulary } from '../helpers/schema-vocabulary';
import { startBlobs, type BlobsSandbox } from '../helpers/blobs';
import { HelmetProvider } from '../helpers/head-provider';
import { cliOutput } from '../helpers/cli-output';
import { copyContent, removeTempDirs } from '../helpers/content-copy';
import { readGenerated } from '../helpers/generated';
import { contextFor, formRequest, nextIp } from '../helpers/requests';

const SLUG = 'pergola-zones-cotieres';

/** A project folder with a copy of the real content and public/, as `--dir` of the CLI. */
const project = () => copyContent('comments-');

async function post(fields: Record<string, string>) {
  const ip = nextIp();
  return comments(formRequest({ website: '', ...fields }, { path: '/api/comments', ip }), contextFor(ip));
}

const cli = (dir: string, ...argv: string[]) => cliOutput(runCommentsCli, [...argv, '--dir', dir]);

/** Every file's text under a folder: what is left on disk. */
function allText(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

const claire = {
  name: 'Claire Morel',
  email: 'claire.morel@example.fr',
  message: 'Merci pour ces conseils.\nNous habitons à 200 m de la mer : la finition anodisée tient-elle vraiment ?',
  slug: SLUG,
  locale: 'fr',
};
const leila = {
  name: 'ليلى حداد',
  email: 'leila.haddad@example.ae',
  message: 'مقال مفيد جدًا، شكرًا لكم على هذه النصائح.',
  slug: SLUG,
  locale: 'ar',
};
const tom = {
  name: 'Tom Baker',
  email: 'tom.baker@example.com',
  message: 'Which carport would you pick for two cars and a boat?',
  slug: 'choisir-carport',
  locale: 'en',
};

afterAll(removeTempDirs);

describe('POST /api/comments and links', () => {
  let blobs: BlobsSandbox;
  beforeAll(async () => {
    blobs = await startBlobs();
  });
  afterAll(() => blobs.stop());

  it('refuses more than two links, or only a link, in the visitor’s language, and stores nothing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const three = await post({ ...claire, message: 'Voir https://a.example, https://b.example et https://c.example.' });
    expect(three.status).toBe(422);
    expect((await three.json()).errors.message).toBe(t('fr', 'comments.error.tooManyLinks'));
    const only = await post({ ...tom, message: 'https://cheap-carports.example/buy' });
    expect(only.status).toBe(422);
    expect((await only.json()).errors.message).toBe(t('en', 'comments.error.onlyLink'));
    expect(await blobs.keys('comments')).toEqual([]);
    const two = await post({ ...tom, message: 'Compare https://a.example and https://b.example, then decide.' });
    expect(two.status).toBe(200);
    vi.restoreAllMocks();
  });
});

describe('npm run comments', () => {
  let dir: string;
  let sandboxDir: string;

  beforeAll(async () => {
    dir = project();
    sandboxDir = join(dir, '.netlify', 'blobs-serve');
    // What `netlify dev` does for an unlinked site: a BlobsServer on <project>/.netlify/blobs-serve.
    const sandbox = await startBlobs({ directory: sandboxDir, siteID: 'unlinked' });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const fields of [claire, leila, tom]) expect((await post(fields)).status).toBe(200);
    vi.restoreAllMocks();
    await sandbox.stop();
  });

  const idOf = async (name: string) => {
    const { out } = await cli(dir, 'list');
    const line = out.split('\n').find((l) => l.includes(name));
    return line!.split(/\s+/)[0]!;
  };

  it('lists the pending comments with their e-mail address, oldest first', async () => {
    const { code, out } = await cli(dir, 'list');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[1]).toContain('Claire Morel');
    expect(lines[1]).toContain('claire.morel@example.fr');
    expect(lines[1]).toContain(SLUG);
    expect(lines[2]).toContain('leila.haddad@example.ae');
    expect(lines[3]).toContain('choisir-carport');
    expect(out).toContain('3 pending comments.');
    const shown = await cli(dir, 'show', (await idOf('Claire Morel')).slice(-12));
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(claire.message);
  });

  it('approve writes the comment into content without the e-mail address, and deletes the pending one', async () => {
    const claireId = await idOf('Claire Morel');
    const first = await cli(dir, 'approve', claireId);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`content/comments/${SLUG}.yaml now lists 1 comment.`);
    const second = await cli(dir, 'approve', await idOf('ليلى'));
    expect(second.code).toBe(0);
    expect(second.out).toContain('now lists 2 comments.');

    const text = readFileSync(join(dir, 'content', 'comments', `${SLUG}.yaml`), 'utf8');
    expect(text).not.toContain('@');
    expect(text).toContain('    message: |-\n      Merci pour ces conseils.\n      Nous habitons');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
    expect(parse(text)).toEqual({
      comments: [
        { id: claireId, name: 'Claire Morel', date: today, locale: 'fr', message: claire.message },
        { id: expect.any(String), name: leila.name, date: today, locale: 'ar', message: leila.message },
      ],
    });
    const { out } = await cli(dir, 'list');
    expect(out).not.toContain('Claire');
    expect(out).toContain('1 pending comment.');
    expect((await cli(dir, 'approve', claireId)).code).toBe(1);
  });

  it('the content check accepts the file and the built article shows the comments and their count', async () => {
    const { default: ArticlePage } = await import('../../src/views/ArticlePage');
    // The share row and the comment form are islands, rendered in place as the prerender renders them.
    await loadIslands();
    const result = await buildContent(dir, { write: true });
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.ok).toBe(true);
    const read = <T>(file: string) => readGenerated<T>(file, dir);
    // A page's data as the content step wrote it (src/generated/data/<locale>/<path>.json).
    const routeOf = <T>(locale: Locale, path: string) => read<{ route: T }>(`data/${locale}/${path}.json`).route;
    const render = (locale: Locale, ui: ReturnType<typeof createElement>) =>
      renderToStaticMarkup(
        createElement(
          HelmetProvider,
          { context: {} },
          createElement(I18nProvider, {
            value: {
              locale,
              strings: read<Record<string, string>>(`i18n/${locale}.json`),
              shell: read<ShellData>(`shell/${locale}.json`),
            },
            children: ui,
          }),
        ),
      );
    const article = (locale: Locale) => routeOf<ArticleRoute>(locale, `conseils/${SLUG}`);

    const fr = render('fr', createElement(ArticlePage, { route: article('fr') }));
    expect(fr).toContain('2 commentaires');
    const section = fr.slice(fr.indexOf('<section class="comments"'));
    // Newest last, each in its own language and direction, the text as plain text.
    expect(section.indexOf('Claire Morel')).toBeLessThan(section.indexOf(leila.name));
    expect(section).toContain('<article class="comment" lang="fr" dir="ltr">');
    expect(section).toContain('<article class="comment" lang="ar" dir="rtl">');
    // …while its date, written the French way, keeps the page's language and direction.
    expect(section).toMatch(
      /<article class="comment" lang="ar" dir="rtl">[^]*?<time datetime="\d{4}-\d\d-\d\d" lang="fr" dir="ltr">/i,
    );
    expect(section).toContain('Nous habitons à 200 m de la mer : la finition anodisée tient-elle vraiment ?');
    expect(section).not.toContain('example.fr');

    const ar = render('ar', createElement(ArticlePage, { route: article('ar') }));
    expect(ar).toContain('تعليقان');

    const en = article('en');
    expect(en.summary.comments).toBe(2);
    const ld = JSON.stringify(en.meta.jsonLd);
    expect(ld).toContain('"commentCount":2');
    expect(ld).toContain('"@type":"Comment"');
    expect(ld).toContain('"inLanguage":"ar"');
    // The release gate's validator, on the one kind of JSON-LD the real build has none of yet.
    const graph = (en.meta.jsonLd[0] as { '@graph': Record<string, unknown>[] })['@graph'];
    const posting = graph.find((n) => n['@type'] === 'BlogPosting')!;
    expect(posting.comment).toHaveLength(2);
    const validator = new Validator(schemaOrgVocabulary().jsonld);
    const issues = await validator.validate({ jsonld: { BlogPosting: [structuredClone(posting)] } });
    expect(
      issues
        .filter((i) => i.severity === 'ERROR' || i.errorType === 'schemaOrg')
        .map((i) => `${i.severity}: ${i.issueMessage}`),
    ).toEqual([]);

    // The list cards count from the same files: 2 here, 0 on an article nobody commented.
    const list = routeOf<BlockPageRoute>('fr', 'conseils');
    const card = (slug: string) =>
      render('fr', createElement(ArticleCard, { article: list.articles.find((a) => a.slug === slug)! }));
    expect(card(SLUG)).toContain('2 commentaires');
    expect(card('choisir-carport')).toContain('0 commentaire<');
    const carport = render(
      'en',
      createElement(ArticlePage, { route: routeOf<ArticleRoute>('en', 'conseils/choisir-carport') }),
    );
    expect(carport).toContain('0 comments');
    expect(carport).not.toContain('class="comments"');
  });

  it('reject deletes the comment with its e-mail address and publishes nothing', async () => {
    const { code, out } = await cli(dir, 'reject', await idOf('Tom Baker'));
    expect(code).toBe(0);
    expect(out).toMatch(/^Rejected .* by Tom Baker on "choisir-carport": deleted with its e-mail address/);
    expect(existsSync(join(dir, 'content', 'comments', 'choisir-carport.yaml'))).toBe(false);
    expect((await cli(dir, 'list')).out).toBe('No pending comments.');
    expect(allText(sandboxDir)).not.toContain('tom.baker@example.com');
    expect(allText(join(dir, 'content'))).not.toContain('Tom Baker');
  });
});

describe('the YAML approve writes', () => {
  const anna = {
    id: '20261124T101500.123Z-3f9a',
    name: 'Anna Keller',
    date: '2026-11-24',
    locale: 'de' as const,
    message: 'Danke!',
  };

  it('keeps any text exactly as written, appended after the comments already there', () => {
    const tricky = [
      '  starts with spaces\n# not a YAML comment\nkey: value\n- not a list\n\ttab, then "quotes" and \'apostrophes\'',
      'ends with spaces   \n\n\nafter blank lines',
      '---\n...',
      'null',
      '2026-11-24',
      'مرحبا: نعم',
    ];
    let text = appendComment('', anna);
    expect(text).toBe(
      `comments:\n  - id: ${anna.id}\n    name: Anna Keller\n    date: 2026-11-24\n    locale: de\n    message: |-\n      Danke!\n`,
    );
    for (const [i, message] of tricky.entries()) text = appendComment(text, { ...anna, id: `${anna.id}${i}`, message });
    expect((parse(text) as CommentFile).comments.map((c) => c.message)).toEqual(['Danke!', ...tricky]);
    expect(appendComment('comments: []\n', anna)).toBe(appendComment('', anna));
  });

  it('keeps what an editor wrote around the list', () => {
    const existing =
      '# Moderated in the editor\ncomments:\n  # first one\n  - id: 20261120T080000Z-aa\n    name: Marc\n    date: 2026-11-20\n    locale: fr\n    message: Super\n';
    const text = appendComment(existing, anna);
    expect(text.startsWith(existing)).toBe(true);
    expect((parse(text) as CommentFile).comments.map((c) => c.name)).toEqual(['Marc', 'Anna Keller']);
  });
});

describe('content check of published comments', () => {
  it('names file, line and field of what is wrong', async () => {
    const dir = project();
    const file = join(dir, 'content', 'comments', 'pergola-zones-cotiere.yaml');
    const good = {
      id: '20261124T101500.123Z-3f9a',
      name: 'Anna Keller',
      date: '2026-11-24',
      locale: 'de',
      message: 'Danke!',
    };
    mkdirSync(join(dir, 'content', 'comments'), { recursive: true });
    writeFileSync(
      file,
      [
        'comments:',
        `  - id: ${good.id}`,
        `    name: ${good.name}`,
        `    date: ${good.date}`,
        '    locale: pt',
        '    email: anna@example.ch',
        '    message: |-',
        '      Danke <b>sehr</b>!',
        `  - id: ${good.id}`,
        `    name: ${good.name}`,
        `    date: ${good.date}`,
        `    locale: ${good.locale}`,
        `    message: ${good.message}`,
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'content', 'comments', 'Bad Name.yaml'), 'comments: []\n');
    const result = await buildContent(dir, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([
      'content/comments/Bad Name.yaml:1:1 file name must be <article-slug>.yaml, lowercase, the slug of an article in content/articles/',
      'content/comments/pergola-zones-cotiere.yaml:2:5 comments[0]: unknown field "email"; check the spelling against the schema in src/schemas/',
      expect.stringMatching(
        /^content\/comments\/pergola-zones-cotiere\.yaml:5:13 comments\[0\]\.locale: expected one of "en", /,
      ),
      'content/comments/pergola-zones-cotiere.yaml:7:14 comments[0].message: plain text only: remove the HTML tags (the page would show them as typed)',
    ]);
    // Once the item is valid, what needs every file: the article exists, each comment once.
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace('    locale: pt\n    email: anna@example.ch\n', '    locale: de\n')
        .replace('<b>sehr</b>', 'sehr'),
    );
    rmSync(join(dir, 'content', 'comments', 'Bad Name.yaml'));
    const again = await buildContent(dir, { write: false });
    expect(again.problems.map(formatProblem)).toEqual([
      'content/comments/pergola-zones-cotiere.yaml:1:1 no article "pergola-zones-cotiere" in content/articles/ (did you mean "pergola-zones-cotieres"?); name the file after its article',
      'content/comments/pergola-zones-cotiere.yaml:8:9 comments[1].id: comment "20261124T101500.123Z-3f9a" is listed twice; remove one',
    ]);
  });

  it('requires each language’s plural forms in the catalogues, and no others', async () => {
    const dir = project();
    const edit = (locale: string, change: (text: string) => string) => {
      const path = join(dir, 'content', 'i18n', `${locale}.yaml`);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
    };
    edit('ar', (text) => text.replace(/^comments\.count\.few: .*\n/m, ''));
    edit('de', (text) => `${text}comments.count.few: "{count} Kommentare"\n`);
    edit('fr', (text) => text.replace(/^(comments\.count\.one: ).*$/m, '$1"{count} commentaire de {name}"'));
    const result = await buildContent(dir, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/i18n\/ar\.yaml:\d+:1 missing plural form "comments\.count\.few"; Arabic counts with zero, one, two, few, many, other \(Intl\.PluralRules\)$/,
      ),
      expect.stringMatching(
        /^content\/i18n\/de\.yaml:\d+:\d+ comments\.count\.few: German has no "few" plural form \(only one, other\); remove the key$/,
      ),
      expect.stringMatching(
        /^content\/i18n\/fr\.yaml:\d+:\d+ comments\.count\.one: placeholders must be among English "comments\.count\.other": \{count\}$/,
      ),
    ]);
  });
});
