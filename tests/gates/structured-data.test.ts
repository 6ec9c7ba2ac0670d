import { readFileSync } from 'node:fs';
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import { describe, expect, test } from 'vitest';
import { builtPages } from '../helpers/dist';
import { schemaOrgVocabulary } from '../helpers/schema-vocabulary';

/*
 * Release gate: the JSON-LD of every page parses, uses only schema.org types, and passes
 * @adobe/structured-data-validator (schema.org vocabulary plus Google's rich-result rules).
 */

type Node = Record<string, unknown>;

const pages = builtPages();
const vocabulary = schemaOrgVocabulary();
const validator = new Validator(vocabulary.jsonld);

const blocksOf = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

/** The blocks that parse; the first test reports the others. */
const documentsOf = (html: string) =>
  blocksOf(html).flatMap((text) => {
    try {
      return [JSON.parse(text) as Node];
    } catch {
      return [];
    }
  });

/** Every `@type` anywhere in a document, nested objects included. */
function typesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => typesIn(v, found));
  else if (value && typeof value === 'object') {
    const type = (value as Node)['@type'];
    for (const t of [type].flat()) if (typeof t === 'string') found.add(t);
    Object.values(value).forEach((v) => typesIn(v, found));
  }
  return found;
}

/** The shape @marbec/web-auto-extractor gives the validator: top-level nodes grouped by type. */
function asExtracted(documents: Node[]) {
  const jsonld: Record<string, Node[]> = {};
  for (const doc of documents) {
    const nodes = Array.isArray(doc['@graph']) ? (doc['@graph'] as Node[]) : [doc];
    for (const node of nodes) {
      const type = String([node['@type']].flat()[0]);
      (jsonld[type] ??= []).push(structuredClone(node));
    }
  }
  return { jsonld };
}

const where = (issue: ValidationIssue) =>
  (issue.path ?? []).map((p) => [p.property, p.type].filter(Boolean).join(':')).join(' > ') || issue.rootType;

describe(`structured data on ${pages.length} built pages`, () => {
  test('every page but the 404 pages has JSON-LD, and every block parses as one JSON object', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const blocks = blocksOf(readFileSync(page.file, 'utf8'));
      if (blocks.length === 0 && !/(^|\/)404(\.html|\/)$/.test(page.url)) problems.push(`${page.url}: no JSON-LD`);
      blocks.forEach((text, i) => {
        try {
          const doc = JSON.parse(text) as unknown;
          if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error('not a JSON object');
          if ((doc as Node)['@context'] !== 'https://schema.org') throw new Error('@context is not https://schema.org');
        } catch (error) {
          problems.push(`${page.url}: JSON-LD block ${i + 1}: ${(error as Error).message}`);
        }
      });
    }
    expect(problems, 'fix the JSON-LD builders in src/lib/jsonld.ts or their data').toEqual([]);
  });

  test('every @type is a schema.org type (vocabulary from schema-dts)', () => {
    const unknown = new Map<string, string>();
    for (const page of pages) {
      for (const doc of documentsOf(readFileSync(page.file, 'utf8'))) {
        for (const type of typesIn(doc)) {
          if (!vocabulary.types.has(type) && !unknown.has(type)) unknown.set(type, page.url);
        }
      }
    }
    expect(
      [...unknown].map(([type, url]) => `"${type}" (first on ${url})`),
      'use a type from https://schema.org/docs/full.html (schema-dts names them all)',
    ).toEqual([]);
  });

  test('@adobe/structured-data-validator reports no error and no property unknown to schema.org', async () => {
    const problems: string[] = [];
    for (const page of pages) {
      const issues = await validator.validate(asExtracted(documentsOf(readFileSync(page.file, 'utf8'))));
      for (const issue of issues) {
        // Google's "optional field missing" hints are advice; schema.org warnings mean a misspelt
        // or misplaced property, which search engines silently drop.
        if (issue.severity === 'ERROR' || issue.errorType === 'schemaOrg') {
          problems.push(`${page.url}: ${issue.severity} at ${where(issue)}: ${issue.issueMessage}`);
        }
      }
    }
    expect(problems, 'fix the JSON-LD builders in src/lib/jsonld.ts or their data').toEqual([]);
  });
});
