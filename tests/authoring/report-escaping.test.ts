/**
 * The content report is posted as a comment by the bot: what it quotes from a pull request (problem
 * messages with the values they cite, field names, file names) must not add links, images or @mentions
 * to it. Problems go in a fenced block no quoted backticks can close; names go in code spans.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentReport } from '../../scripts/authoring/pull-request-comment';

const HOSTILE = '](https://x) @someone ![i](https://x/i.png) <img src=x> ```\n# heading';

/** The report as GitHub renders it as prose: fenced blocks and code spans removed. */
function prose(markdown: string): string {
  const withoutFences = markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '');
  return withoutFences.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '');
}

describe('the content report', () => {
  it('quotes problems, field names and values without links or mentions', () => {
    const text = contentReport({
      changed: ['content/articles/choisir-carport.en.mdx', 'content/articles/choisir-carport.fr.mdx'],
      problems: [
        {
          file: 'content/articles/choisir-carport.en.mdx',
          line: 3,
          column: 1,
          field: `title${HOSTILE}`,
          message: `unknown value "${HOSTILE}"`,
        },
      ],
      translations: [
        {
          source: 'content/articles/choisir-carport.en.mdx',
          locale: 'fr',
          file: 'content/articles/choisir-carport.fr.mdx',
          state: 'outdated',
          changed: [`](https://x)`, `@someone`, HOSTILE],
        },
      ],
      previewUrl: 'https://deploy-preview-7--terraluce.netlify.app',
    });
    const rendered = prose(text);
    expect(rendered).not.toContain('](https://x)');
    expect(rendered).not.toContain('@someone');
    expect(rendered).not.toContain('<img');
    expect(rendered).not.toMatch(/^# heading/m);
    // The problem is still there for the author to read, whole.
    expect(text).toContain(`unknown value "${HOSTILE.split('\n')[0]}`);
  });
});

describe('the workflows', () => {
  const workflows = ['.github/workflows/ci.yml', '.github/workflows/content-report.yml'].map((file) => ({
    file,
    text: readFileSync(file, 'utf8'),
    yaml: parse(readFileSync(file, 'utf8')) as {
      permissions?: Record<string, string>;
      jobs: Record<
        string,
        {
          permissions?: Record<string, string>;
          steps: { uses?: string; run?: string; with?: Record<string, unknown> }[];
        }
      >;
    },
  }));

  it.each(workflows)('$file declares its permissions, pins actions by commit and keeps no credentials', ({ yaml }) => {
    expect(yaml.permissions, 'a top-level permissions: block').toBeDefined();
    expect(
      Object.values(yaml.permissions!).every((level) => level === 'read' || level === 'none' || level === 'write'),
    ).toBe(true);
    for (const job of Object.values(yaml.jobs)) {
      for (const step of job.steps) {
        if (step.uses) expect(step.uses, step.uses).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
        if (step.uses?.startsWith('actions/checkout')) expect(step.with?.['persist-credentials']).toBe(false);
      }
    }
  });

  it.each(workflows)('$file puts no ${{ }} expression into a shell line', ({ yaml }) => {
    for (const job of Object.values(yaml.jobs))
      for (const step of job.steps) if (step.run) expect(step.run).not.toContain('${{');
  });

  it('ci.yml may only read the repository', () => {
    expect(workflows[0]!.yaml.permissions).toEqual({ contents: 'read' });
  });
});
