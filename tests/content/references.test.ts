// Links and images are found by what their schema says they are, not by their field's name, and a
// run reports the problems of every stage together.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { referencesOf } from '../../scripts/content/load/references';
import { image, link, relativeLinkProblem, schemeProblem } from '../../src/schemas/index';
import { copyContent, editFile, removeTempDirs } from '../helpers/content-copy';

afterEach(removeTempDirs);

/** The line of `file` in the copy `dir` that holds `text`, counted from 1 as the problems count them. */
function lineOf(dir: string, file: string, text: string): number {
  const index = readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`${file} has no line with ${text}`);
  return index + 1;
}

describe('referencesOf', () => {
  it('finds marked strings under any name, through optional fields, arrays, records and unions', () => {
    const schema = z.strictObject({
      colourChart: link,
      title: z.string(),
      banner: z.strictObject({ picture: image, next: link.optional() }).optional(),
      rows: z.array(
        z.union([
          z.strictObject({ variant: z.literal('a'), to: link }),
          z.strictObject({ variant: z.literal('b'), text: z.string() }),
        ]),
      ),
      byKey: z.record(z.string(), z.strictObject({ href: link })),
    });
    const data = schema.parse({
      colourChart: '/downloads/chart.pdf',
      title: '/not-a-link/',
      banner: { picture: { src: '/images/a.svg', alt: 'A' } },
      rows: [
        { variant: 'b', text: '/not/' },
        { variant: 'a', to: '/contact/' },
      ],
      byKey: { x: { href: '/x/' } },
    });
    expect(referencesOf(schema, data)).toEqual([
      { type: 'link', fieldPath: ['colourChart'], value: '/downloads/chart.pdf' },
      { type: 'image', fieldPath: ['banner', 'picture', 'src'], value: '/images/a.svg' },
      { type: 'link', fieldPath: ['rows', 1, 'to'], value: '/contact/' },
      { type: 'link', fieldPath: ['byKey', 'x', 'href'], value: '/x/' },
    ]);
  });
});

describe('schemeProblem', () => {
  it('refuses a link by any scheme but https:, http:, mailto: and tel:, in any case', () => {
    for (const link of ['javascript:alert(1)', 'JavaScript:x', 'data:text/html,hi', 'vbscript:x', 'file:///etc/passwd'])
      expect(schemeProblem(link), link).toMatch(/^a link leads to a page, a mail or a phone .*: "[a-z]+:" is refused$/);
    for (const link of [
      'https://www.pronovo.ch/',
      'HTTPS://x.ch/',
      'mailto:a@b.ch',
      'tel:+41',
      '/contact/',
      '#faq',
      '?x',
    ])
      expect(schemeProblem(link), link).toBeUndefined();
  });
});

describe('relativeLinkProblem', () => {
  it('names the path from the root of a link written relative to its page, and passes every other link', () => {
    expect(relativeLinkProblem('conseils/a/')).toBe(`write links from the site's root: "/conseils/a/"`);
    expect(relativeLinkProblem('../../contact/')).toBe(`write links from the site's root: "/contact/"`);
    expect(relativeLinkProblem('./')).toMatch(/^write the page the link leads to, from the site's root/);
    expect(relativeLinkProblem('')).toMatch(/^write the page the link leads to, from the site's root/);
    for (const link of [
      '/contact/',
      '//cdn.example.com/a.js',
      '#faq',
      '?page=2',
      'https://a.ch',
      'tel:+41',
      'mailto:a@b.ch',
    ])
      expect(relativeLinkProblem(link), link).toBeUndefined();
  });
});

describe('content check', () => {
  it('fails a link to a file that is not there, a link with a language prefix, one without its last slash and one without its scheme', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/products/pergola-toile.fr.yaml', (t) =>
      t.replace('link: /downloads/nuancier-couleurs.pdf', 'link: /downloads/nuancier.pdf'),
    );
    editFile(dir, 'content/pages/carports.en.yaml', (t) =>
      t
        .replace('link: /contact/', 'link: /contact')
        .replace('link: /products/carports-v/', 'link: /de/products/carports-v/')
        .replace('link: /products/carports-solaire/', 'link: //example.com/carports/'),
    );
    const result = await buildContent(dir, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/pages\/carports\.en\.yaml:\d+:\d+ blocks\[\d\]\.cta\.link: write site paths with a trailing slash: "\/contact\/"$/,
      ),
      expect.stringMatching(
        /^content\/pages\/carports\.en\.yaml:\d+:\d+ blocks\[\d\]\.cta\.link: write links without a language prefix; the page adds the visitor's own$/,
      ),
      expect.stringMatching(
        /^content\/pages\/carports\.en\.yaml:\d+:\d+ blocks\[\d\]\.cta\.link: write another site's address in full: "https:\/\/example\.com\/carports\/"$/,
      ),
      expect.stringMatching(
        /^content\/products\/pergola-toile\.fr\.yaml:\d+:\d+ heroBanner\.cta\.link: no file public\/downloads\/nuancier\.pdf; add it or fix the link$/,
      ),
    ]);
  });

  it('refuses a site link written relative to its page, in a YAML field or an MDX body, at its line; anchors and addresses with a scheme pass', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/pages/carports.en.yaml', (t) => t.replace('link: /contact/', 'link: contact/'));
    const legal = 'content/pages/mentions-legales.en.mdx';
    editFile(dir, legal, (t) =>
      t
        .replace('[privacy policy](/politique-confidentialite/)', '[privacy policy](politique-confidentialite/)')
        .replace('[privacy policy](/politique-confidentialite/)', '[privacy policy](#privacy)')
        .replace('[contact page](/contact/)', '[contact page][contact]')
        .concat('\n[contact]: ./contact/\n\n[run](javascript:alert(1))\n'),
    );
    const yamlLine = lineOf(dir, 'content/pages/carports.en.yaml', 'link: contact/');
    const relativeLine = lineOf(dir, legal, '(politique-confidentialite/)');
    const definitionLine = lineOf(dir, legal, '[contact]: ./contact/');
    const scriptLine = lineOf(dir, legal, '[run](javascript:alert(1))');
    // The same file's https: and mailto: links stay as written, and pass.
    const legalText = readFileSync(join(dir, legal), 'utf8');
    expect(legalText).toContain('](https://www.netlify.com)');
    expect(legalText).toContain('](mailto:contact@terraluce.example)');
    const result = await buildContent(dir, { write: false });
    expect(result.problems.map(formatProblem)).toEqual([
      `content/pages/carports.en.yaml:${yamlLine}:13 blocks[0].cta.link: write links from the site's root: "/contact/"`,
      expect.stringMatching(
        new RegExp(`^${legal}:${relativeLine}:\\d+ write links from the site's root: "/politique-confidentialite/"$`),
      ),
      expect.stringMatching(new RegExp(`^${legal}:${definitionLine}:1 write links from the site's root: "/contact/"$`)),
      expect.stringMatching(
        new RegExp(`^${legal}:${scriptLine}:1 a link leads to a page, a mail or a phone .*"javascript:" is refused$`),
      ),
    ]);
  });

  it('reports a schema error, a broken cross-file link of another file and a picture the build cannot read, in the same run', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/blocks/reviews.en.yaml', (t) => t.replace(/rating: 5/, 'rating: five'));
    editFile(dir, 'content/pages/carports.en.yaml', (t) => t.replace('/products/carports-v/', '/products/carport-v/'));
    writeFileSync(join(dir, 'public/images/broken.png'), 'not a picture');
    const problems = (await buildContent(dir, { write: false })).problems.map(formatProblem);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/blocks\/reviews\.en\.yaml:\d+:\d+ reviews\[0\]\.rating: expected number/),
        expect.stringMatching(
          /^content\/pages\/carports\.en\.yaml:\d+:\d+ .*: no page at "\/products\/carport-v\/"; did you mean "\/products\/carports-v\/"/,
        ),
        expect.stringMatching(/^public\/images\/broken\.png/),
      ]),
    );
  });
});
