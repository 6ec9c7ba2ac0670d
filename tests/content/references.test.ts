// Links and images are found by what their schema says they are, not by their field's name, and a
// run reports the problems of every stage together.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildContent } from '../../scripts/content/build';
import { formatProblem } from '../../scripts/content/problems';
import { referencesOf } from '../../scripts/content/load/references';
import { image, link } from '../../src/schemas/index';
import { copyContent, editFile, removeTempDirs } from '../helpers/content-copy';

afterEach(removeTempDirs);

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

describe('content check', () => {
  it('fails a link to a file that is not there, a link with a language prefix and one without its last slash', async () => {
    const dir = copyContent('content-');
    editFile(dir, 'content/products/pergola-toile.fr.yaml', (t) =>
      t.replace('link: /downloads/nuancier-couleurs.pdf', 'link: /downloads/nuancier.pdf'),
    );
    editFile(dir, 'content/pages/carports.en.yaml', (t) =>
      t
        .replace('link: /contact/', 'link: /contact')
        .replace('link: /products/carports-v/', 'link: /de/products/carports-v/'),
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
        /^content\/products\/pergola-toile\.fr\.yaml:\d+:\d+ heroBanner\.cta\.link: no file public\/downloads\/nuancier\.pdf; add it or fix the link$/,
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
