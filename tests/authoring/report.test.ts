import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentReport, pagesOfFile, REPORT_MARKER } from '../../scripts/authoring/pull-request-comment';
import { reportFor } from '../../scripts/authoring/report';
import { copyContent, removeTempDirs } from '../helpers/content-copy';

afterAll(removeTempDirs);

describe('the pages a content file shows on', () => {
  it('finds an entry’s page in its own language', () => {
    expect(pagesOfFile('content/articles/choisir-carport.fr.mdx')).toEqual([
      { locale: 'fr', url: '/fr/conseils/choisir-carport/', file: 'content/articles/choisir-carport.fr.mdx' },
    ]);
    expect(pagesOfFile('content/products/carports-v.en.yaml').map((p) => p.url)).toEqual(['/products/carports-v/']);
    expect(pagesOfFile('content/pages/contact.de.yaml').map((p) => p.url)).toEqual(['/de/contact/']);
    expect(pagesOfFile('content/pages/home.ar.yaml').map((p) => p.url)).toEqual(['/ar/']);
  });

  it('names the home page of each language a shared file reaches', () => {
    expect(pagesOfFile('content/site.yaml').map((p) => p.url)).toEqual(['/', '/fr/', '/de/', '/it/', '/es/', '/ar/']);
    expect(pagesOfFile('content/blocks/reviews.it.yaml').map((p) => p.url)).toEqual(['/it/']);
    expect(pagesOfFile('content/comments/choisir-carport.yaml')).toHaveLength(6);
    expect(pagesOfFile('public/images/articles/x.svg')).toEqual([]);
  });
});

describe('the report', () => {
  it('says so when the change touches no content', () => {
    const text = contentReport({ changed: ['src/app/x.ts'], problems: [], translations: [] });
    expect(text.startsWith(REPORT_MARKER)).toBe(true);
    expect(text).toContain('This change touches no content.');
  });

  it('shows a placeholder for the deploy preview when its url is unknown', () => {
    const text = contentReport({ changed: ['content/pages/contact.fr.yaml'], problems: [], translations: [] });
    expect(text).toContain('set `DEPLOY_PRIME_URL`');
    expect(text).toContain('[/fr/contact/](https://deploy-preview--SITE.netlify.app/fr/contact/)');
  });
});

describe('npm run content:report on a branch of a fixture repository', () => {
  it('prints the broken link, the translations the change made outdated and the pages to look at', async () => {
    const root = copyContent('content-report-');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    git('init', '--quiet', '--initial-branch=main');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'add', '.');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'content');
    git('checkout', '--quiet', '-b', 'change');

    const article = 'content/articles/choisir-carport.en.mdx';
    const edit = (file: string, from: string, to: string) => {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text).toContain(from);
      writeFileSync(join(root, file), text.replace(from, to));
    };
    edit(article, 'More than a roof over your car', 'Much more than a roof over your car');
    edit(article, 'link: /contact/', 'link: /contacts/');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-am', 'change');

    const text = await reportFor(root, 'main', 'https://preview.example');
    // The broken link, at its line, with the check's own message.
    // Problems are quoted in a fenced block, one per line.
    expect(text).toContain('```text\n');
    expect(text).toMatch(/^content\/articles\/choisir-carport\.en\.mdx:\d+:\d+ [^\n]*no page at "\/contacts\/"/m);
    // The article's translations now translate an older English text: the field that changed, the command.
    expect(text).toContain(
      '- `content/articles/choisir-carport.fr.mdx` outdated: `introduction.title` changed in English: `npm run content:translated -- content/articles/choisir-carport.fr.mdx`',
    );
    expect(text).toContain('`content/articles/choisir-carport.de.mdx` outdated');
    // The article's page, linked to the preview; nothing else.
    expect(text).toContain(
      '- **en**: [/conseils/choisir-carport/](https://preview.example/conseils/choisir-carport/)\n',
    );
    expect(text).not.toContain('**fr**');
  }, 180_000);
});
